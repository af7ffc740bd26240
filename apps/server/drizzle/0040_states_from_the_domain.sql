ALTER TABLE "order_claim" DROP CONSTRAINT "order_claim_state_valid";--> statement-breakpoint
ALTER TABLE "published_coupon" DROP CONSTRAINT "published_coupon_state_valid";--> statement-breakpoint
ALTER TABLE "order_form" DROP CONSTRAINT "order_form_state_valid";--> statement-breakpoint
ALTER TABLE "order_part" DROP CONSTRAINT "order_part_delivery_state_valid";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_status_valid";--> statement-breakpoint
ALTER TABLE "order_claim" ADD CONSTRAINT "order_claim_state_valid" CHECK (state in ('REQUESTED', 'APPROVED', 'REFUNDED', 'RESHIPPED', 'DECLINED'));--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_state_valid" CHECK (state in ('AVAILABLE', 'USED'));--> statement-breakpoint
ALTER TABLE "order_form" ADD CONSTRAINT "order_form_state_valid" CHECK (state in ('ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED', 'PAYMENT_WAIT', 'PAYMENT_SUCCESS', 'UNPAID', 'PAYMENT_CANCEL'));--> statement-breakpoint
ALTER TABLE "order_part" ADD CONSTRAINT "order_part_delivery_state_valid" CHECK (delivery_state in ('WAIT', 'TRANSIT', 'SUCCESS'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_valid" CHECK (status in ('READY', 'VIRTUAL_ACCOUNT_ISSUED', 'WAITING_DEPOSIT', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'MISMATCH'));