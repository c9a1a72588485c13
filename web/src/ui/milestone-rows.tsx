// The milestones a price is split into (decision 068), as rows a person edits: a posted project's and an offer's or
// counter's. One milestone is the default and means no split (the rows are empty): the form then is exactly as it was.
// The rows show their sum against the price and the first thing the shared check finds (checkMilestoneInputs, the
// server's own rule and words, said here in the shown language: project-texts.ts), tied to the input it is about,
// before the form is sent.
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import {
  MAX_MILESTONES,
  MILESTONE_TITLE_MAX,
  milestoneTexts,
  type MilestoneInput,
} from '@marketplace/shared/projects/milestone-check';
import { fromPaise, toPaise } from '@marketplace/shared/projects/money';
import { checkMilestoneInputs } from '@marketplace/shared/projects/post-project';
import { useProjectWords } from './project-texts.ts';
import './milestone-rows.css';

export type { MilestoneInput };

interface MilestoneRowsProps {
  /** Starts every input's id; unique on the page. */
  idPrefix: string;
  /** Two or more rows when split; none (one milestone, the whole price) otherwise. */
  rows: readonly MilestoneInput[];
  onChange: (rows: MilestoneInput[]) => void;
  /** What the rows add up to: 'budget' on a project, 'price' on an offer. */
  priceWord: 'budget' | 'price';
  /** The price as typed (rupees) and the last day as the date input's 'YYYY-MM-DD' (either may still be empty). */
  price: string;
  lastDay: string;
  now: number;
  /** The earliest day a milestone may be due ('YYYY-MM-DD'), for the date inputs. */
  minDate: string;
  disabled?: boolean;
}

const emptyRow = (): MilestoneInput => ({ title: '', amount: '', due: '' });

type Part = keyof MilestoneInput;

/** Which of a row's inputs each of the check's texts is about (the texts themselves are shared's). */
const textsByPart: Record<Part, ((n: number) => string)[]> = {
  title: [milestoneTexts.title, milestoneTexts.titleTooLong],
  amount: [milestoneTexts.amount, milestoneTexts.amountTooSmall, milestoneTexts.amountTooLarge],
  due: [milestoneTexts.due, milestoneTexts.duePast, milestoneTexts.dueOrder, milestoneTexts.dueAfterDeadline],
};

/** The row and input a check's text names, or null for one about the rows together (their sum). */
function placeOf(error: string, count: number): { index: number; part: Part } | null {
  for (let index = 0; index < count; index += 1)
    for (const part of Object.keys(textsByPart) as Part[])
      if (textsByPart[part].some((text) => text(index + 1) === error)) return { index, part };
  return null;
}

/** Rupees as typed, in paise, or null when they cannot be read. */
function paiseOf(text: string): number | null {
  const rupees = Number(text.trim());
  return text.trim() && Number.isFinite(rupees) ? toPaise(rupees) : null;
}

/** 'YYYY-MM-DD' as local midnight, or null: the last day a milestone may be due, when one is chosen. */
function dayOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : null;
}

export function MilestoneRows(props: MilestoneRowsProps) {
  const { idPrefix, rows, onChange, priceWord, price, lastDay, now, minDate, disabled = false } = props;
  const words = useProjectWords();
  const { t } = words;
  const rupees = (paise: number) => words.rupees(fromPaise(paise));
  const split = rows.length > 1;
  const hintId = `${idPrefix}-hint`;
  const sumId = `${idPrefix}-sum`;
  const problemId = `${idPrefix}-problem`;
  const addButton = useRef<HTMLButtonElement>(null);
  // After a row is added or removed, focus goes to the new row's title or back to the add button, not to the page.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    (focusTarget === 'add' ? addButton.current : document.getElementById(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const pricePaise = paiseOf(price);
  const totalPaise = rows.reduce((sum, row) => sum + (paiseOf(row.amount) ?? 0), 0);
  // The check needs the price to weigh the sum against; until it can be read only the sum is shown.
  const check =
    split && pricePaise !== null ? checkMilestoneInputs(rows, { pricePaise, deadline: dayOf(lastDay) }, now) : null;
  const problem = check && !check.ok ? check.error : null;
  const place = problem ? placeOf(problem, rows.length) : null;

  const inputId = (index: number, part: Part) => `${idPrefix}-${index + 1}-${part}`;
  const edit = (index: number, part: Part, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)));
  function add() {
    const next = split ? [...rows, emptyRow()] : [emptyRow(), emptyRow()];
    onChange(next);
    setFocusTarget(inputId(split ? rows.length : 0, 'title'));
  }
  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    // One row left is one milestone: the whole price, as a project that is not split.
    onChange(next.length > 1 ? next : []);
    setFocusTarget(next.length > 1 ? inputId(Math.min(index, next.length - 1), 'title') : 'add');
  }
  /** The input's own problem, and for every amount the sum's, tied by aria-describedby. */
  const describedBy = (index: number, part: Part) => {
    const ids = [];
    if (place && place.index === index && place.part === part) ids.push(problemId);
    if (part === 'amount') ids.push(sumId, ...(problem && !place ? [problemId] : []));
    return ids.join(' ') || undefined;
  };
  const invalid = (index: number, part: Part) =>
    (place && place.index === index && place.part === part) || (part === 'amount' && !!problem && !place)
      ? true
      : undefined;

  /** One of a row's three inputs, labelled with its milestone's number, its problem tied to it. */
  const partField = (
    index: number,
    row: MilestoneInput,
    part: Part,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={part === 'title' ? 'field milestone-rows__title' : 'field'}>
      <label htmlFor={inputId(index, part)}>
        <span className="visually-hidden">{t('project-ui.rows.milestone', { n: index + 1 })} </span>
        {label}
      </label>
      <input
        {...input}
        id={inputId(index, part)}
        className="input"
        value={row[part]}
        aria-invalid={invalid(index, part)}
        aria-describedby={describedBy(index, part)}
        onChange={(event) => edit(index, part, event.target.value)}
      />
    </div>
  );

  return (
    <fieldset className="milestone-rows" aria-describedby={hintId} disabled={disabled}>
      <legend>{t('project-ui.milestones')}</legend>
      <p id={hintId} className="muted milestone-rows__hint">
        {split
          ? t('project-ui.rows.hintSplit', { max: MAX_MILESTONES, word: priceWord })
          : t('project-ui.rows.hintOne', { word: priceWord })}
      </p>
      {split && (
        <ol className="milestone-rows__list">
          {rows.map((row, index) => (
            <li key={index}>
              <fieldset className="milestone-rows__row">
                <legend>{t('project-ui.rows.milestone', { n: index + 1 })}</legend>
                {partField(index, row, 'title', t('project-ui.rows.title'), {
                  type: 'text',
                  maxLength: MILESTONE_TITLE_MAX,
                })}
                {partField(index, row, 'amount', t('project-ui.rows.amount'), {
                  type: 'number',
                  inputMode: 'decimal',
                  min: 0,
                  step: '0.01',
                })}
                {partField(index, row, 'due', t('project-ui.rows.due'), {
                  type: 'date',
                  min: minDate,
                  max: lastDay || undefined,
                })}
                <button
                  type="button"
                  className="button button--secondary milestone-rows__remove"
                  aria-label={t('project-ui.rows.removeName', { n: index + 1 })}
                  onClick={() => remove(index)}
                >
                  {t('project-ui.rows.remove')}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {split && (
        <p id={sumId} className="milestone-rows__sum">
          {pricePaise === null
            ? t('project-ui.rows.sum', { total: rupees(totalPaise) })
            : t('project-ui.rows.sumOf', { total: rupees(totalPaise), word: priceWord, price: rupees(pricePaise) })}
        </p>
      )}
      {/* Polite: it changes as the person types, and the banner says it again, at once, if they send it so. */}
      <p id={problemId} className="milestone-rows__problem" role="status">
        {problem && words.milestoneProblem(problem)}
      </p>
      {rows.length >= MAX_MILESTONES && (
        <p className="muted milestone-rows__hint">{words.milestoneProblem(milestoneTexts.tooMany)}</p>
      )}
      {rows.length < MAX_MILESTONES && (
        <button ref={addButton} type="button" className="button button--secondary milestone-rows__add" onClick={add}>
          {split ? t('project-ui.rows.add') : t('project-ui.rows.split')}
        </button>
      )}
    </fieldset>
  );
}
