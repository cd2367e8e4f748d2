import { useEffect, useRef } from 'react';

interface Props {
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({ title, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d && d.open) d.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <p>Every flag in this environment will be switched off. Rollout percentages are kept.</p>
      <div className="dialog-buttons">
        <button type="button" className="danger" onClick={onConfirm}>
          Confirm
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
