-- CreateTable
CREATE TABLE "MailAnswerCount" (
    "address" TEXT NOT NULL,
    "hour" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("address", "hour")
);
