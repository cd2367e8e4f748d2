import { useEffect, useRef } from "react";

type Props = {
  open: boolean;
  title: string;
  body: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal built on the native <dialog> element. */
export default function ConfirmDialog({ open, title, body, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      {open && (
        <>
          <h2 id="confirm-title">{title}</h2>
          <p>{body}</p>
          <div className="confirm-actions">
            <button type="button" className="danger" onClick={onConfirm}>
              Confirm
            </button>
            <button type="button" className="secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
