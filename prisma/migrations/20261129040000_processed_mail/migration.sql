-- CreateTable
CREATE TABLE "ProcessedMail" (
    "messageId" TEXT NOT NULL PRIMARY KEY,
    "mailbox" TEXT NOT NULL,
    "uidValidity" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "leaseUntil" DATETIME NOT NULL,
    "outcome" TEXT,
    "lastError" TEXT,
    "doneAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "ProcessedMail_mailbox_uidValidity_uid_key" ON "ProcessedMail"("mailbox", "uidValidity", "uid");
