import './step-indicator.css';

interface Props {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The index of the step on screen. */
  current: number;
  /** The list's accessible name, e.g. "Steps of your transfer". */
  label: string;
  /** Said after a finished step's name, e.g. "done". */
  doneText: string;
}

/**
 * Where the sender is in a guided flow: the steps in order, the current one marked
 * (aria-current="step"), the finished ones ticked. A list, not navigation: Back and Edit move.
 */
export function StepIndicator({ steps, current, label, doneText }: Props) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((name, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-mark" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="step-name">
              {name}
              {state === 'done' && <span className="visually-hidden"> ({doneText})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
