import { useEffect, useRef, useState } from "react";
import type { FocusEvent, KeyboardEvent } from "react";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
};

// A select-only combobox: a button showing the current choice that opens a listbox of options.
export default function Dropdown({ id, label, placeholder, options, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  function openList() {
    setActive(Math.max(0, options.indexOf(value)));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(option: string) {
    onChange(option);
    close();
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      openList();
    }
  }

  function onListKey(e: KeyboardEvent<HTMLDivElement>) {
    switch (e.key) {
      case "ArrowDown":
        setActive((a) => Math.min(options.length - 1, a + 1));
        break;
      case "ArrowUp":
        setActive((a) => Math.max(0, a - 1));
        break;
      case "Home":
        setActive(0);
        break;
      case "End":
        setActive(options.length - 1);
        break;
      case "Enter":
      case " ":
        choose(options[active]);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  function onListBlur(e: FocusEvent<HTMLDivElement>) {
    // Clicking the button again toggles the list closed through its own click handler.
    if (e.relatedTarget === buttonRef.current) return;
    setOpen(false);
  }

  return (
    <div className="dropdown">
      <span id={labelId} className="dropdown-label">{label}</span>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        className="dropdown-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={labelId}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onButtonKey}
      >
        <span className={value ? "" : "placeholder"}>{value || placeholder}</span>
        <span aria-hidden="true" className="caret">▾</span>
      </button>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          tabIndex={-1}
          className="dropdown-list"
          onKeyDown={onListKey}
          onBlur={onListBlur}
        >
          {options.map((option, i) => (
            <div
              key={option}
              id={optionId(i)}
              role="option"
              aria-selected={option === value}
              className={i === active ? "dropdown-option active" : "dropdown-option"}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(option)}
            >
              {option}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
