/**
 * The breeding module's public face: farms, daily records, their charts and the data names values are kept for.
 * One service per concern (farms.ts, records.ts, chart.ts, data-names.ts), built in modules/services.ts; other
 * modules import their types from here. Owners read and change their farms and records; everyone else sees only
 * what is public (a record is public when it and its farm both are) and gets 9003 for the rest (access.ts).
 */
export { FARM_NOT_FOUND, RECORD_NOT_FOUND } from "./access.ts";
export type { BreedingChartService } from "./chart.ts";
export type { BreedingDataNameService } from "./data-names.ts";
export type { BreedingFarmService } from "./farms.ts";
export type { BreedingRecordService } from "./records.ts";
export type { BreedingTankService, InhabitantItem } from "./tanks.ts";
