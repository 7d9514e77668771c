import * as Label from '@radix-ui/react-label';
import type { ReactNode } from 'react';
import { description as descriptionStyle, text } from './ChoiceText.css';

/**
 * The label and optional description beside a Checkbox or Switch. The label is a real `<label>`
 * for the control, so clicking it flips the control; the description is what the control's
 * `aria-describedby` points at (`descriptionId`).
 */
export function ChoiceText({
  controlId,
  descriptionId,
  label,
  description,
  labelClassName,
}: {
  controlId: string;
  descriptionId: string;
  label: ReactNode;
  description?: ReactNode;
  labelClassName: string;
}) {
  return (
    <span className={text}>
      <Label.Root htmlFor={controlId} className={labelClassName}>
        {label}
      </Label.Root>
      {description ? (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      ) : null}
    </span>
  );
}
