import { formatDay } from "./dates";
import { sowDay, transplantDay } from "./sorting";
import type { Crop, Marker } from "./types";

interface Props {
  crop: Crop;
  frostDay: number | null;
  marker: Marker | null;
  isEditing: boolean;
  onToggleSown: (id: number, sown: boolean) => void;
  onEdit: (crop: Crop) => void;
  onRemove: (id: number) => void;
}

export default function CropItem({
  crop,
  frostDay,
  marker,
  isEditing,
  onToggleSown,
  onEdit,
  onRemove,
}: Props) {
  const checkboxId = `sown-${crop.id}`;
  return (
    <li className={isEditing ? "crop editing" : "crop"}>
      <span className="crop-name">{crop.name}</span>
      <span className="crop-date">
        Sow indoors: {frostDay === null ? "—" : formatDay(sowDay(frostDay, crop))}
      </span>
      <span className="crop-date">
        Transplant: {frostDay === null ? "—" : formatDay(transplantDay(frostDay, crop))}
      </span>
      {marker && (
        <span
          className={marker === "Sowing overdue" ? "marker marker-overdue" : "marker marker-soon"}
        >
          {marker}
        </span>
      )}
      <span className="crop-actions">
        <span className="check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={crop.sown}
            onChange={(e) => onToggleSown(crop.id, e.target.checked)}
          />
          <label htmlFor={checkboxId}>Sown</label>
        </span>
        <button type="button" onClick={() => onEdit(crop)}>
          Edit
        </button>
        <button type="button" onClick={() => onRemove(crop.id)}>
          Remove
        </button>
      </span>
    </li>
  );
}
