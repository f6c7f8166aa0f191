-- Readings that can wait for a person (the care layer and the operator studio), the draw made
-- at payment, refunds, an audit trail, and links from events, jobs and emails to their order.

-- CreateEnum
CREATE TYPE "ReadingStatus" AS ENUM ('held', 'approved', 'sent', 'withdrawn');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "care" JSONB,
ADD COLUMN     "context" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "draw" JSONB,
ADD COLUMN     "paymentRef" TEXT,
ADD COLUMN     "refundRequestedAt" TIMESTAMP(3),
ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Reading" ADD COLUMN     "accessTokenHash" TEXT,
ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "approvedBy" TEXT,
ADD COLUMN     "care" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "checks" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "editedAt" TIMESTAMP(3),
ADD COLUMN     "holdReason" TEXT,
ADD COLUMN     "status" "ReadingStatus" NOT NULL DEFAULT 'approved',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "data" DROP NOT NULL;

-- AlterTable
ALTER TABLE "WebhookEvent" ADD COLUMN     "orderId" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "orderId" TEXT;

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "orderId" TEXT;

-- AlterTable
ALTER TABLE "OperatorAlert" ADD COLUMN     "notifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "JobAttempt" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "workerId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "outcome" TEXT,
    "error" TEXT,

    CONSTRAINT "JobAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "orderId" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobAttempt_jobId_attempt_idx" ON "JobAttempt"("jobId", "attempt");

-- CreateIndex
CREATE INDEX "AuditEvent_orderId_createdAt_idx" ON "AuditEvent"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reading_accessTokenHash_key" ON "Reading"("accessTokenHash");

-- CreateIndex
CREATE INDEX "Reading_status_createdAt_idx" ON "Reading"("status", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookEvent_orderId_idx" ON "WebhookEvent"("orderId");

-- CreateIndex
CREATE INDEX "Job_orderId_idx" ON "Job"("orderId");

-- CreateIndex
CREATE INDEX "EmailMessage_orderId_idx" ON "EmailMessage"("orderId");

-- AddForeignKey
ALTER TABLE "JobAttempt" ADD CONSTRAINT "JobAttempt_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: readings delivered before this migration were sent; links from the keys we already had.
UPDATE "Reading" SET "status" = 'sent' WHERE "deliveredAt" IS NOT NULL;
UPDATE "Job" SET "orderId" = "payload"->>'orderId' WHERE "payload" ? 'orderId';
UPDATE "EmailMessage" SET "orderId" = substring("idempotencyKey" from 9) WHERE "idempotencyKey" LIKE 'reading:%';
