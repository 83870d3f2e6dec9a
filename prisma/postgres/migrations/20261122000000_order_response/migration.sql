-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "requestHash" TEXT,
ADD COLUMN     "response" TEXT,
ADD COLUMN     "stateHash" TEXT;
