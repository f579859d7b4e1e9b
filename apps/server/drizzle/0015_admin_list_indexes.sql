DROP INDEX "rental_state_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("insert_dttm");--> statement-breakpoint
CREATE INDEX "payment_refund_done_idx" ON "payment_refund" USING btree ("done_at") WHERE "payment_refund"."state" = 'DONE';--> statement-breakpoint
CREATE INDEX "payment_approved_idx" ON "payment" USING btree ("approved_at") WHERE "payment"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "rental_placed_idx" ON "rental" USING btree ("insert_dttm");--> statement-breakpoint
CREATE INDEX "rental_return_date_idx" ON "rental" USING btree ("return_date");--> statement-breakpoint
CREATE INDEX "rental_state_idx" ON "rental" USING btree ("state","seq","end_date");