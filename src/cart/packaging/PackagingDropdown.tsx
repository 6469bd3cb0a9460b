import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { KnownPackagingOption } from '../../domain/index.js';
import { openDropdownOverlayAtom } from '../../state/index.js';
import { packagingOptionText } from './packaging-option-text.js';
import { usePackagingTexts } from './packaging-texts.js';
import { packagingChoice, type PackagingChoiceProps } from './packaging-control.js';

/**
 * The old design's gift-wrap choice: a button saying the current packaging opens a dropdown overlay with
 * the options; choosing one sends it and closes the overlay. Escape, or focus leaving it, closes it too,
 * and focus goes back to the button. While open, the sticky bar watches the overlay (spec point 2).
 */
export function PackagingDropdown(props: PackagingChoiceProps) {
  const { options, titleId } = props;
  const { id, texts, selectedType, choose, blocked } = packagingChoice(
    { store: useStore(), texts: usePackagingTexts() },
    props,
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const setOverlay = useSetAtom(openDropdownOverlayAtom);
  const selected = options.find((option) => option.type === selectedType);

  useEffect(() => {
    const overlay = panel.current;
    if (!open || !overlay) return undefined;
    setOverlay(overlay);
    overlay.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
    return () => setOverlay((current) => (current === overlay ? null : current));
  }, [open, setOverlay]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onPick = (option: KnownPackagingOption) => {
    choose(option);
    close(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <div data-packaging data-design="old" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        id={id}
        data-packaging-toggle
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-labelledby={`${id} ${titleId}`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {selected ? texts.current(selected) : texts.heading}
      </button>
      <ul ref={panel} id={`${id}-options`} data-dropdown-overlay hidden={!open}>
        {options.map((option) => (
          <li key={option.type}>
            <button
              type="button"
              data-packaging-option={option.type}
              aria-pressed={option.type === selectedType}
              aria-disabled={blocked || undefined}
              onClick={() => onPick(option)}
            >
              {packagingOptionText(texts, option)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
