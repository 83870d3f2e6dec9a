-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "inReplyTo" TEXT;
ALTER TABLE "OutboxMail" ADD COLUMN "replyTo" TEXT;
