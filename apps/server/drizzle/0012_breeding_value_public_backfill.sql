-- Custom SQL migration file, put your code below! --
-- Values added before the flag existed took the default (public): copy each private record's flag to its values,
-- so the public chart never shows a private record's measurements.
UPDATE breeding_record_value v SET is_public = r.is_public
FROM breeding_daily_record r
WHERE r.id = v.breeding_daily_record_id AND v.is_public <> r.is_public;
