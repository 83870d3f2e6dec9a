-- AlterTable: a held narrative waits for the side's next mail instead of being sent on its own.
ALTER TABLE "OutboxMail" ADD COLUMN     "held" BOOLEAN NOT NULL DEFAULT false;
