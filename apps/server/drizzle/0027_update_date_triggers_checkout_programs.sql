-- update_date on the tables the basket, orders, payments, notifications and trial testers added (decision 021): one
-- trigger per table on its own content columns (all of them here but keys, dates kept by the row and payment's
-- last_synced_at, which records a look at the gateway rather than a change).
CREATE TRIGGER "basket_product_update_date" BEFORE UPDATE OF member_id, product_id, quantity ON "basket_product"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "order_form_update_date" BEFORE UPDATE OF member_id, order_number, source, basket_product_ids, state, order_name, shipping_destination_id, shipping_name, recipient, phone_number, postal_code, address, detail_address, delivery_memo, pay_method, product_price, delivery_price, extra_delivery_price, total_price, stock_reserved, expires_at, confirmed_at, paid_at, cancelled_at ON "order_form"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "order_part_update_date" BEFORE UPDATE OF order_form_id, affiliate_id, affiliate_name, state, delivery_state, is_parcel, is_free_delivery, free_delivery_price_order_payment, parcel_delivery_price, product_price, delivery_price, extra_delivery_price, total_price, refunded_amount, delivery_type, carrier, tracking_number, prepared_at, shipped_at, delivered_at, confirmed_at, cancelled_at, cancel_reason ON "order_part"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "payment_update_date" BEFORE UPDATE OF order_form_id, payment_id, pay_method, amount, currency, status, paid_amount, cancelled_amount, refund_due, refund_reason, failure_message, bank_name, account_number, account_holder, due_date, paid_at ON "payment"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "preuser_update_date" BEFORE UPDATE OF recruitment_id, member_id, state ON "preuser"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "push_topic_setting_update_date" BEFORE UPDATE OF member_id, topic, is_enabled ON "push_topic_setting"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
