import { ActionIcon, Group, Input, TextInput } from '@mantine/core';
import { useId } from 'react';

/** Reads what a person types as a number: '22,5' (Spanish) is 22.5; empty or nonsense is null. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * A number field with large − and + buttons either side (48 px, for a thumb between sets). The field
 * takes typing too; the buttons move by `step` and never below zero.
 */
export function NumberStepper({
  label,
  value,
  onChange,
  step,
  decimal = false,
  decreaseLabel,
  increaseLabel,
  suffix,
  max = 9999,
  decimalComma = false,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  step: number;
  decimal?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  suffix?: React.ReactNode;
  max?: number;
  /** Shows the decimal point as a comma (Spanish: 22,5); either is read back. */
  decimalComma?: boolean;
}) {
  const move = (direction: 1 | -1) => {
    const current = parseNumber(value) ?? 0;
    // Snap to the step first, so 21 + 2.5 becomes 22.5 rather than 23.5.
    const snapped =
      direction > 0
        ? Math.floor(current / step + 1e-9) * step + step
        : Math.ceil(current / step - 1e-9) * step - step;
    const next = Math.min(max, Math.max(0, Math.round(snapped * 100) / 100));
    onChange(String(next));
  };
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="label" id={id} size="md">
      <Group gap={6} wrap="nowrap" align="center">
        <ActionIcon
          size={48}
          radius="md"
          variant="default"
          onClick={() => move(-1)}
          aria-label={decreaseLabel}
        >
          <span aria-hidden="true" style={{ fontSize: 26, lineHeight: 1 }}>
            −
          </span>
        </ActionIcon>
        <TextInput
          id={id}
          value={decimalComma ? value.replace('.', ',') : value}
          onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d.,]/g, '').slice(0, 7))}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          size="lg"
          rightSection={suffix}
          rightSectionWidth={suffix ? 40 : undefined}
          styles={{ input: { textAlign: 'center', fontWeight: 700, fontSize: 22, height: 48 } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          size={48}
          radius="md"
          variant="default"
          onClick={() => move(1)}
          aria-label={increaseLabel}
        >
          <span aria-hidden="true" style={{ fontSize: 26, lineHeight: 1 }}>
            +
          </span>
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
