/**
 * /admin/species (issue 30): the species catalogue for the operators, by part of the Korean or scientific name and by
 * quick category, in Korean-name order; a row opens the species' form; 새 어종 등록.
 */
import type { ListPage } from "@mulmung/contract/common";
import type { Species } from "@mulmung/contract/species";
import { SPECIES_GROUPS, TEMPERAMENT_LABEL } from "@mulmung/domain/species";
import { formatRange } from "@mulmung/domain/wording";
import { Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, FilterBar, FilterInput, FilterSelect, PageHead, Pager } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import { PATH } from "../../lib/paths.ts";
import { SPECIES_ADMIN_MESSAGE as M } from "./messages.ts";
import own from "./species.module.css";

export const NEW_SPECIES = "new";
export const speciesEditPath = (id: number | typeof NEW_SPECIES) => `${PATH.adminSpecies}/${id}`;

const ONE = { min: 0, max: 1 };
const temperature = (s: Species) => `${formatRange(s.temperatureC, ONE)} °C`;
const ph = (s: Species) => formatRange(s.ph, { min: 1, max: 2 });
const hardness = (s: Species) => `${formatRange(s.hardnessDgh, ONE)} dGH`;

function Name({ species }: { species: Species }) {
  return (
    <Link to={speciesEditPath(species.id)} className={page.link}>
      {species.koreanName}
    </Link>
  );
}

export function SpeciesListView({
  found,
  search,
  group,
  offset,
  error,
}: {
  found: ListPage<Species>;
  search: string;
  group: string;
  offset: number;
  error: string | null;
}) {
  return (
    <>
      <PageHead title={M.title} intro={M.intro} />
      <div className={own.bar}>
        <span />
        <Link to={speciesEditPath(NEW_SPECIES)} className={page.primaryButton}>
          {M.newSpecies}
        </Link>
      </div>
      <FilterBar action={PATH.adminSpecies} formKey={`${search}-${group}`}>
        <FilterInput id="species-search" name="search" label={M.search} value={search} />
        <FilterSelect
          id="species-group"
          name="group"
          label={M.group}
          value={group}
          values={SPECIES_GROUPS}
          labels={M.groupLabel}
        />
      </FilterBar>
      <AlertText message={error} className={page.error} />
      <DataTable
        caption={M.title}
        items={found.items}
        rowKey={(species) => species.id}
        rowData="species"
        empty={M.empty}
        columns={[
          { head: M.koreanName, cell: (species) => <Name species={species} /> },
          {
            head: M.scientificName,
            cell: (species) => <span className={own.scientific}>{species.scientificName}</span>,
          },
          { head: M.group, cell: (species) => M.groupLabel[species.group] },
          { head: M.size, cell: (species) => M.cm(String(species.adultSizeCm)), nowrap: true },
          { head: M.temperature, cell: temperature, nowrap: true },
          { head: M.ph, cell: ph, nowrap: true },
          { head: M.hardness, cell: hardness, nowrap: true },
          { head: M.temperament, cell: (species) => TEMPERAMENT_LABEL[species.temperament] },
          { head: M.tank, cell: (species) => M.liters(species.minTankLiters), nowrap: true },
        ]}
        card={(species) => (
          <>
            <h2 className={page.cardTitle}>
              <Name species={species} /> <small className={own.scientific}>{species.scientificName}</small>
            </h2>
            <Facts
              facts={[
                [M.group, M.groupLabel[species.group]],
                [M.temperature, temperature(species)],
                [M.ph, ph(species)],
                [M.hardness, hardness(species)],
                [M.temperament, TEMPERAMENT_LABEL[species.temperament]],
                [M.tank, M.liters(species.minTankLiters)],
              ]}
            />
          </>
        )}
      />
      <Pager
        path={PATH.adminSpecies}
        query={{ search: search || undefined, group: group || undefined }}
        offset={offset}
        nextOffset={found.nextOffset}
      />
    </>
  );
}
