import { formatDay } from "./dates";
import { sowDay, transplantDay } from "./sorting";
import type { Crop } from "./types";

interface Props {
  crop: Crop;
  frostDay: number | null;
  isEditing: boolean;
  onEdit: (crop: Crop) => void;
  onRemove: (id: number) => void;
}

export default function CropItem({ crop, frostDay, isEditing, onEdit, onRemove }: Props) {
  return (
    <li className={isEditing ? "crop editing" : "crop"}>
      <span className="crop-name">{crop.name}</span>
      <span className="crop-date">
        Sow indoors: {frostDay === null ? "—" : formatDay(sowDay(frostDay, crop))}
      </span>
      <span className="crop-date">
        Transplant: {frostDay === null ? "—" : formatDay(transplantDay(frostDay, crop))}
      </span>
      <span className="crop-actions">
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
