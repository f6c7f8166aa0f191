-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'failed';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "amountDiscount" INTEGER,
ADD COLUMN     "amountRefunded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "amountSubtotal" INTEGER,
ADD COLUMN     "amountTax" INTEGER,
ADD COLUMN     "amountTotal" INTEGER,
ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputedAt" TIMESTAMP(3),
ADD COLUMN     "failedAt" TIMESTAMP(3);

