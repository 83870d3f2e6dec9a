-- AlterTable
ALTER TABLE "Order" ADD COLUMN "requestHash" TEXT;
ALTER TABLE "Order" ADD COLUMN "response" TEXT;
ALTER TABLE "Order" ADD COLUMN "stateHash" TEXT;
