-- CreateTable
CREATE TABLE "LobbyEntry" (
    "gameId" TEXT NOT NULL PRIMARY KEY,
    "hostEmail" TEXT,
    "listed" BOOLEAN NOT NULL DEFAULT false,
    "rematchOf" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LobbyEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LobbyEntry_listed_idx" ON "LobbyEntry"("listed");

-- CreateIndex
CREATE INDEX "LobbyEntry_hostEmail_idx" ON "LobbyEntry"("hostEmail");
