-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "claimedUntil" TIMESTAMP(3),
ADD COLUMN     "clockJson" TEXT,
ADD COLUMN     "policiesJson" TEXT,
ADD COLUMN     "wakeAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deadline" TIMESTAMP(3),
ADD COLUMN     "defaulted" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Game_wakeAt_idx" ON "Game"("wakeAt");
