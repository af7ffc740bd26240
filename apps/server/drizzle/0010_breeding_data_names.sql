-- Custom SQL migration file, put your code below! --
-- The data names a daily record can hold: reference data every installation needs, demo seed or not.
-- Ranges are what a freshwater or marine hobby tank can physically show; anything outside is a typo.
INSERT INTO breeding_data_name (code, name, unit, min_value, max_value, decimals, order_number) VALUES
  ('WATER_TEMPERATURE', '수온', '°C', 0, 40, 1, 1),
  ('PH', 'pH', 'pH', 0, 14, 2, 2),
  ('AMMONIA', '암모니아', 'mg/L', 0, 10, 2, 3),
  ('NITRITE', '아질산', 'mg/L', 0, 10, 2, 4),
  ('NITRATE', '질산염', 'mg/L', 0, 500, 1, 5),
  ('GH', 'GH(총경도)', '°dH', 0, 50, 1, 6),
  ('KH', 'KH(탄산경도)', '°dH', 0, 50, 1, 7),
  ('TDS', 'TDS', 'ppm', 0, 5000, 0, 8),
  ('PHOSPHATE', '인산염', 'mg/L', 0, 50, 2, 9),
  ('SALINITY', '염도', 'ppt', 0, 50, 1, 10),
  ('DISSOLVED_OXYGEN', '용존산소', 'mg/L', 0, 20, 1, 11)
ON CONFLICT (code) DO NOTHING;
