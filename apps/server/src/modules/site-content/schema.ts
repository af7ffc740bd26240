/** Service settings of SPEC.md section 3. */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updateDate } from "../../db/columns.ts";

/** Service settings of SPEC.md section 3: one row per settingType, settingData as JSON. */
export const serviceSetting = pgTable("service_setting", {
  settingType: text("setting_type").primaryKey(),
  settingData: jsonb("setting_data").notNull(),
  updateDate: updateDate(),
});
