-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "stateJson" TEXT NOT NULL,
    "commitment" TEXT NOT NULL,
    "seedHex" TEXT NOT NULL,
    "noncesJson" TEXT NOT NULL,
    "optionsJson" TEXT NOT NULL,
    "deadline" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "json" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "versionBefore" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("gameId","seq")
);

-- CreateTable
CREATE TABLE "DiceEntry" (
    "gameId" TEXT NOT NULL,
    "k" INTEGER NOT NULL,
    "orderSeq" INTEGER,
    "purpose" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,
    "visibleTo" TEXT NOT NULL,

    CONSTRAINT "DiceEntry_pkey" PRIMARY KEY ("gameId","k")
);

-- CreateTable
CREATE TABLE "Event" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "orderSeq" INTEGER,
    "json" TEXT NOT NULL,
    "visibleTo" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("gameId","seq")
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Seat_tokenHash_key" ON "Seat"("tokenHash");

-- CreateIndex
CREATE INDEX "Seat_gameId_idx" ON "Seat"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_gameId_idempotencyKey_key" ON "Order"("gameId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "OutboxMail_gameId_idx" ON "OutboxMail"("gameId");

-- CreateIndex
CREATE INDEX "OutboxMail_sentAt_nextAttemptAt_idx" ON "OutboxMail"("sentAt", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiceEntry" ADD CONSTRAINT "DiceEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
