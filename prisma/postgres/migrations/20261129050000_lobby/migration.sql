-- CreateTable
CREATE TABLE "LobbyEntry" (
    "gameId" TEXT NOT NULL,
    "hostEmail" TEXT,
    "listed" BOOLEAN NOT NULL DEFAULT false,
    "rematchOf" TEXT,
    "sourceMessageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LobbyEntry_pkey" PRIMARY KEY ("gameId")
);

-- CreateIndex
CREATE UNIQUE INDEX "LobbyEntry_rematchOf_key" ON "LobbyEntry"("rematchOf");

-- CreateIndex
CREATE UNIQUE INDEX "LobbyEntry_sourceMessageId_key" ON "LobbyEntry"("sourceMessageId");

-- CreateIndex
CREATE INDEX "LobbyEntry_listed_idx" ON "LobbyEntry"("listed");

-- CreateIndex
CREATE INDEX "LobbyEntry_hostEmail_idx" ON "LobbyEntry"("hostEmail");

-- AddForeignKey
ALTER TABLE "LobbyEntry" ADD CONSTRAINT "LobbyEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
