-- CreateTable
CREATE TABLE "Invite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameId" TEXT NOT NULL,
    "side" TEXT NOT NULL,
    "inviteHash" TEXT NOT NULL,
    "email" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" DATETIME,
    "revokedAt" DATETIME,
    CONSTRAINT "Invite_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Invite_inviteHash_key" ON "Invite"("inviteHash");

-- CreateIndex
CREATE INDEX "Invite_gameId_idx" ON "Invite"("gameId");

-- The referee token of earlier games is now the host's.
UPDATE "Seat" SET "role" = 'host' WHERE "role" = 'referee';
