export type TabName = "Build" | "Preview";

const TABS: TabName[] = ["Build", "Preview"];

type Props = {
  active: TabName;
  onSelect: (tab: TabName) => void;
};

export default function Tabs({ active, onSelect }: Props) {
  return (
    <div className="tabs" role="tablist" aria-label="Quiz views">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`panel-${tab}`}
          className={tab === active ? "tab active" : "tab"}
          onClick={() => onSelect(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
