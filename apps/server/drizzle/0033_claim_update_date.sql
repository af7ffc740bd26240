-- Custom SQL migration file, put your code below! --
-- update_date on order_claim (decision 021): set by the database when the claim's own content changes.
CREATE TRIGGER "order_claim_update_date" BEFORE UPDATE OF member_id, order_form_id, order_part_id, order_product_id, affiliate_id, type, reason, content, image_urls, state, resolution, refund_amount, decline_reason, note, decided_at, resolved_at ON "order_claim"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
