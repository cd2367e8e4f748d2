/** A list of messages, one paragraph each. */
export default function Messages({ lines, role = "status" }: { lines: string[]; role?: "status" | "alert" }) {
  if (lines.length === 0) return null;
  return (
    <div role={role} className="messages">
      {lines.map((line, index) => (
        <p key={index} className="message">
          {line}
        </p>
      ))}
    </div>
  );
}
