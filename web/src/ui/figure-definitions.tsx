// A money figure's definition one click away (decision 044): 'What is this?' beside figures, each named and defined
// as shared's glossary does, so every screen says the same of the same figure.
import { moneyFigures, type MoneyFigureId } from '@marketplace/shared/ledger/money-figures';

export function FigureDefinitions({
  figures,
  summary = 'What is this?',
  shown = (id) => moneyFigures[id],
}: {
  figures: readonly MoneyFigureId[];
  summary?: string;
  /** Each figure's name and definition in the shown language (a translated screen's catalogue: decision 071). */
  shown?: (id: MoneyFigureId) => { name: string; definition: string };
}) {
  return (
    <details className="figure-definitions">
      <summary>{summary}</summary>
      {figures.map((id) => (
        <p key={id}>
          <strong>{shown(id).name}</strong>: {shown(id).definition}
        </p>
      ))}
    </details>
  );
}
