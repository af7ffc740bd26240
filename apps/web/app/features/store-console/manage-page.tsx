/**
 * The frame of a console page for one of the store's actions: the header, the store switcher, then the page (or
 * the notice for a member who runs no store, or whose role may not take the action). And the pieces those pages
 * share: a list card with its buttons, a dialog holding one form, fields written in one line each, and the call a
 * form makes once its own checks pass.
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import { type ReactNode, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import page from "../../components/console-page.module.css";
import { Dialog } from "../../components/dialog.tsx";
import form from "../../components/form.module.css";
import { SelectField, TextAreaField } from "../../components/form-field.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import stack from "../../components/stack.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./console.module.css";
import { NoStoreNotice, StoreSwitcher } from "./console-home.tsx";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { type ManagePage, managePath } from "./manage-query.ts";
import { parseWhole } from "./product-draft.ts";
import { AmountField, TextField } from "./product-fields.tsx";

export function ManageFrame<T>({
  title,
  page,
  stores,
  store,
  data,
  children,
}: {
  title: string;
  page: ManagePage;
  stores: readonly PartnerStore[];
  store: PartnerStore | null;
  data: T | null;
  children: (data: T, store: PartnerStore) => ReactNode;
}) {
  let body: ReactNode;
  if (!store) body = <NoStoreNotice />;
  else if (data === null) body = <p className={styles.notice}>{M.noAccess}</p>;
  else
    body = (
      <>
        <StoreSwitcher stores={stores} current={store} path={(id) => managePath(page, id)} />
        {children(data, store)}
      </>
    );
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}

export interface ItemAction {
  text: string;
  onClick?: () => void;
  disabled?: boolean;
  submit?: boolean;
}

/** Two buttons side by side: the first outlined, the second grey (or, when it sends a form, primary). */
export function ButtonRow({ actions, name }: { actions: readonly ItemAction[]; name?: string }) {
  return (
    <div className={own.itemActions}>
      {actions.map(({ text, onClick, disabled, submit }, index) => (
        <button
          key={text}
          type={submit ? "submit" : "button"}
          className={index === 0 ? buttons.outline : submit ? buttons.primary : buttons.secondary}
          aria-label={name ? M.actionLabel(name, text) : undefined}
          {...{ disabled, onClick }}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** One thing of a list (a coupon, a post, a payment request): its title and label, its facts, then its buttons. */
export function ItemCard({
  title,
  label,
  heading: Heading = "h2",
  actions = [],
  children,
}: {
  title: string;
  label?: ReactNode;
  heading?: "h2" | "h3";
  actions?: readonly ItemAction[];
  children: ReactNode;
}) {
  return (
    <li className={`${cards.outlined} ${own.item}`}>
      <div className={`${stack.spread} ${own.itemHead}`}>
        <Heading className={page.cardTitle}>{title}</Heading>
        {label}
      </div>
      {children}
      {actions.length > 0 ? <ButtonRow actions={actions} name={title} /> : null}
    </li>
  );
}

/** Whether a dialog is open, and how it closes (Escape, the backdrop, 취소). */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
}

/** A dialog around one form: 취소, and the primary button (or Enter) sends it; the call's problem shows above them. */
export function FormDialog({
  dialog,
  texts: [title, submitText],
  call,
  onSubmit,
  children,
}: {
  dialog: DialogControl;
  /** The title and the primary button's text. */
  texts: readonly [string, string];
  call: { busy: boolean; error: string | null };
  onSubmit: () => void;
  children: ReactNode;
}) {
  const confirm = { text: call.busy ? M.saving : submitText, onClick: onSubmit, disabled: call.busy };
  return (
    <Dialog open={dialog.open} onCancel={dialog.onClose} title={title} cancelText={M.cancel} confirm={confirm}>
      <form
        className={own.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <AlertText message={call.error} className={styles.formError} />
      </form>
    </Dialog>
  );
}

type OnValue = (value: string) => void;

/** A labelled line of text. */
export const textField = (id: string, label: string, value: string, onValue: OnValue, max: number, hint?: string) => (
  <TextField id={id} label={label} value={value} maxLength={max} placeholder={hint} onChange={onValue} />
);

/** A labelled whole number (won, %, 장, 시간), shown with its thousands separated once typed. */
export const amountField = (field: string, label: string, value: string, onValue: OnValue, unit: string = M.won) => (
  <AmountField field={field} label={label} value={value} unit={unit} error={null} onChange={onValue} />
);

/** A labelled text area of a few lines, with its hint under it. */
export function areaField(id: string, label: string, value: string, onValue: OnValue, max: number, hint?: string) {
  return (
    <div className={styles.field}>
      <TextAreaField
        className={`${form.control} ${own.textarea}`}
        rows={3}
        labelClassName={styles.label}
        {...{ id, label, value, onValue }}
        maxLength={max}
      />
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select: the empty first choice says what to pick. */
export function ChoiceField({
  choices,
  placeholder,
  ...select
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValue: OnValue;
  choices: readonly Choice[];
}) {
  const options = [{ value: "", label: placeholder }, ...choices];
  return (
    <div className={styles.field}>
      <SelectField {...select} labelClassName={styles.label} className={`${form.select} ${styles.select}`}>
        {options.map((choice) => (
          <option key={choice.value} {...choice} />
        ))}
      </SelectField>
    </div>
  );
}

/** A problem a form finds before calling: when `bad`, `message` is shown and nothing is sent. */
export type Problem = readonly [bad: boolean, message: string];

/**
 * A form's one call: the first of its own problems, or the call's Korean message, becomes `error`; `send` answers
 * whether the call succeeded.
 */
export function useFormCall() {
  const action = useApiAction();
  async function send(problems: readonly Problem[], method: "POST" | "PUT", path: string, body: unknown) {
    const problem = problems.find(([bad]) => bad);
    action.setError(problem ? problem[1] : null);
    if (problem) return false;
    return (await action.run(() => apiRequest<unknown>(path, { method, body }))).ok;
  }
  return { busy: action.busy, pending: action.pending, error: action.error, send };
}

/**
 * A dialog's form that picks one of a list (a customer, an order) and types an amount in won: `send` checks both
 * and posts `body(picked id, amount)`, answering the amount sent or null.
 */
export function usePickAndAmount(problems: { unpicked: string; amountLabel: string }, initial = "") {
  const [picked, setPicked] = useState(initial);
  const [amount, setAmount] = useState("");
  const call = useFormCall();
  async function send(path: string, body: (id: number, won: number) => object): Promise<number | null> {
    const won = parseWhole(amount);
    const found: Problem[] = [
      [!picked, problems.unpicked],
      [won === null, M.amountRequired(problems.amountLabel)],
    ];
    return (await call.send(found, "POST", path, body(Number(picked), won ?? 0))) ? won : null;
  }
  /** The labelled select of what to pick from. */
  const pick = (id: string, label: string, placeholder: string, choices: readonly Choice[]) => (
    <ChoiceField value={picked} onValue={setPicked} {...{ id, label, placeholder, choices }} />
  );
  return { amount, setAmount, call, send, pick };
}
