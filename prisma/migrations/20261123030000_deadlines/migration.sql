-- AlterTable
ALTER TABLE "Game" ADD COLUMN "claimedUntil" DATETIME;
ALTER TABLE "Game" ADD COLUMN "clockJson" TEXT;
ALTER TABLE "Game" ADD COLUMN "policiesJson" TEXT;
ALTER TABLE "Game" ADD COLUMN "wakeAt" DATETIME;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "deadline" DATETIME;
ALTER TABLE "Order" ADD COLUMN "defaulted" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Game_wakeAt_idx" ON "Game"("wakeAt");
