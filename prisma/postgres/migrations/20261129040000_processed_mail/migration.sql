-- CreateTable
CREATE TABLE "ProcessedMail" (
    "messageId" TEXT NOT NULL,
    "mailbox" TEXT NOT NULL,
    "uidValidity" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "leaseUntil" TIMESTAMP(3) NOT NULL,
    "outcome" TEXT,
    "lastError" TEXT,
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessedMail_pkey" PRIMARY KEY ("messageId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProcessedMail_mailbox_uidValidity_uid_key" ON "ProcessedMail"("mailbox", "uidValidity", "uid");
