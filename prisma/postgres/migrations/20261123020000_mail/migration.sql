-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "inReplyTo" TEXT,
ADD COLUMN     "replyTo" TEXT;
