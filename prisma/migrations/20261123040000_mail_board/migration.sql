-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "boardSvg" TEXT;
