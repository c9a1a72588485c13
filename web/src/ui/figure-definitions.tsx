// A money figure's definition one click away (decision 044): 'What is this?' beside figures, each named and defined
// as shared's glossary does, so every screen says the same of the same figure.
import { moneyFigures, type MoneyFigureId } from '@marketplace/shared/ledger/money-figures';

export function FigureDefinitions({
  figures,
  summary = 'What is this?',
}: {
  figures: readonly MoneyFigureId[];
  summary?: string;
}) {
  return (
    <details className="figure-definitions">
      <summary>{summary}</summary>
      {figures.map((id) => (
        <p key={id}>
          <strong>{moneyFigures[id].name}</strong>: {moneyFigures[id].definition}
        </p>
      ))}
    </details>
  );
}
