import {
  OPTION_GROUPS_MAX as MAX_GROUPS,
  OPTIONS_PER_GROUP_MAX as MAX_OPTIONS,
  PRODUCT_IMAGES_MAX as MAX_PHOTOS,
} from "@mulmung/domain/limits";
import { useEffect, useId, useRef, useState } from "react";
import badge from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { AddPhotos, RemovePhoto } from "../../components/photo-picker.tsx";
import { useDragOrder } from "../../components/use-drag-order.ts";
import styles from "./console.module.css";
import { CONSOLE_MESSAGE as M } from "./messages.ts";
import { emptyGroup, emptyOption, type GroupDraft, moveItem, type OptionDraft } from "./product-draft.ts";
import own from "./product-editors.module.css";
import { AmountField, fieldId, TextField, Toggle } from "./product-fields.tsx";

/** Photos: upload, remove, and order by drag or by 앞으로 / 뒤로 (the first is the cover). */
export function PhotoEditor({
  links,
  onChange,
  onBusy,
}: {
  links: string[];
  onChange: (links: string[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; which: "forward" | "back" } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const item = list.current.querySelector(`[data-photo-index="${focusAfterMove.index}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`button[data-move="${focusAfterMove.which}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `button[data-move="${focusAfterMove.which === "forward" ? "back" : "forward"}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function move(from: number, to: number, which?: "forward" | "back") {
    if (to < 0 || to >= links.length || from === to) return;
    onChange(moveItem(links, from, to));
    setAnnouncement(M.photoMoved(to + 1));
    if (which) setFocusAfterMove({ index: to, which });
  }
  const drag = useDragOrder(move);

  return (
    <>
      <p id={hintId} className={styles.hint}>
        {M.photosHint(MAX_PHOTOS)}
      </p>
      {links.length > 0 ? (
        <ul ref={list} className={`${lists.plain} ${own.photos}`} aria-label={M.photoList} aria-describedby={hintId}>
          {links.map((link, index) => (
            <li
              key={link}
              className={own.photo}
              data-photo-index={index}
              {...drag.marks(index)}
              {...drag.target(index)}
            >
              {/* Dragging is the mouse's extra; 앞으로 / 뒤로 are everyone's way. */}
              <div className={own.photoFrame} {...drag.source(index, String(index))}>
                <img src={link} alt={M.photo(index + 1)} draggable={false} />
                {index === 0 ? (
                  <span className={`${badge.tag} ${badge.solid} ${own.cover}`}>{M.photoCover}</span>
                ) : null}
              </div>
              <RemovePhoto
                index={index}
                className={own.photoRemove}
                onRemove={() => onChange(links.filter((l) => l !== link))}
              />
              <div className={own.photoButtons}>
                <button
                  type="button"
                  data-move="forward"
                  aria-label={M.photoForwardLabel(index + 1)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "forward")}
                >
                  <span aria-hidden="true">‹ </span>
                  {M.photoForward}
                </button>
                <button
                  type="button"
                  data-move="back"
                  aria-label={M.photoBackLabel(index + 1)}
                  disabled={index === links.length - 1}
                  onClick={() => move(index, index + 1, "back")}
                >
                  {M.photoBack}
                  <span aria-hidden="true"> ›</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div>
        <AddPhotos
          id={fieldId("photos")}
          links={links}
          onChange={onChange}
          max={MAX_PHOTOS}
          onBusy={onBusy}
          showCount
          errorClassName={form.error}
        />
      </div>
    </>
  );
}

export function OptionGroupsEditor({
  groups,
  onChange,
  errorOf,
}: {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  errorOf: (field: string) => string | null;
}) {
  const update = (index: number, next: GroupDraft) => onChange(groups.map((g, i) => (i === index ? next : g)));
  return (
    <>
      {groups.length > 0 ? (
        <ol className={lists.stackWide}>
          {groups.map((group, g) => (
            <li key={group.key}>
              <fieldset className={`${cards.outlined} ${own.group}`}>
                <legend className="visually-hidden">{M.group(g + 1)}</legend>
                <div className={own.groupHead}>
                  <span className={own.groupTitle} aria-hidden="true">
                    {M.group(g + 1)}
                  </span>
                  <button
                    type="button"
                    className={`${buttons.secondary} ${own.small}`}
                    aria-label={M.removeGroupLabel(g + 1)}
                    onClick={() => onChange(groups.filter((_, i) => i !== g))}
                  >
                    {M.removeGroup}
                  </button>
                </div>
                <TextField
                  id={fieldId(`group-${g}-name`)}
                  label={M.groupName}
                  value={group.name}
                  placeholder={M.groupNamePlaceholder}
                  maxLength={30}
                  onChange={(name) => update(g, { ...group, name })}
                />
                <Toggle
                  id={fieldId(`group-${g}-required`)}
                  label={`${M.group(g + 1)} ${M.required}`}
                  checked={group.isRequired}
                  onChange={(isRequired) => update(g, { ...group, isRequired })}
                />
                <ol className={lists.stack}>
                  {group.options.map((option, o) => (
                    <li key={option.key}>
                      <OptionEditor
                        group={g}
                        index={o}
                        option={option}
                        canRemove={group.options.length > 1}
                        errorOf={errorOf}
                        onChange={(next) =>
                          update(g, { ...group, options: group.options.map((x, i) => (i === o ? next : x)) })
                        }
                        onRemove={() => update(g, { ...group, options: group.options.filter((_, i) => i !== o) })}
                      />
                    </li>
                  ))}
                </ol>
                {group.options.length < MAX_OPTIONS ? (
                  <button
                    type="button"
                    className={`${buttons.outline} ${own.small}`}
                    onClick={() => update(g, { ...group, options: [...group.options, emptyOption()] })}
                  >
                    {`${M.addOption} (${M.group(g + 1)})`}
                  </button>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {groups.length < MAX_GROUPS ? (
        <button type="button" className={buttons.outlinePrimary} onClick={() => onChange([...groups, emptyGroup()])}>
          {M.addGroup}
        </button>
      ) : null}
    </>
  );
}

function OptionEditor({
  group,
  index,
  option,
  canRemove,
  errorOf,
  onChange,
  onRemove,
}: {
  group: number;
  index: number;
  option: OptionDraft;
  canRemove: boolean;
  errorOf: (field: string) => string | null;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}) {
  const base = `group-${group}-option-${index}`;
  const name = `${M.group(group + 1)} ${M.option(index + 1)}`;
  return (
    <fieldset className={`${cards.tinted} ${own.option}`} aria-label={name}>
      <TextField
        id={fieldId(`${base}-name`)}
        label={M.optionNameOf(index + 1)}
        value={option.name}
        maxLength={50}
        onChange={(value) => onChange({ ...option, name: value })}
      />
      <div className={styles.twoColumns}>
        {(
          [
            ["price", M.optionPrice, M.won, "sellPrice"],
            ["stock", M.optionStock, M.count, "quantity"],
          ] as const
        ).map(([part, label, unit, key]) => (
          <AmountField
            key={part}
            field={`${base}-${part}`}
            label={`${M.option(index + 1)} ${label}`}
            value={option[key]}
            unit={unit}
            error={errorOf(`${base}-${part}`)}
            onChange={(value) => onChange({ ...option, [key]: value })}
          />
        ))}
      </div>
      <Toggle
        id={fieldId(`${base}-add`)}
        label={`${M.option(index + 1)} ${M.optionAdd}`}
        checked={option.isAddProductSellPrice}
        onChange={(value) => onChange({ ...option, isAddProductSellPrice: value })}
      />
      {canRemove ? (
        <button
          type="button"
          className={`${buttons.outline} ${own.small}`}
          aria-label={M.removeOptionLabel(group + 1, index + 1)}
          onClick={onRemove}
        >
          {M.removeOption}
        </button>
      ) : null}
    </fieldset>
  );
}
