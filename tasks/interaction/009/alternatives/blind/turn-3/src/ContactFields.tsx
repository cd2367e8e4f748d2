import { isEmail } from "./contact";

type Props = {
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
};

export default function ContactFields({ name, email, onName, onEmail }: Props) {
  const showEmailProblem = email.trim() !== "" && !isEmail(email);
  return (
    <div className="contact">
      <h2>Your details</h2>
      <div className="contact-grid">
        <div className="picker">
          <label htmlFor="full-name">Full name</label>
          <input
            id="full-name"
            type="text"
            autoComplete="name"
            value={name}
            onChange={(e) => onName(e.target.value)}
          />
        </div>
        <div className="picker">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={showEmailProblem}
            aria-describedby={showEmailProblem ? "email-problem" : undefined}
            onChange={(e) => onEmail(e.target.value)}
          />
        </div>
      </div>
      {showEmailProblem && (
        <p id="email-problem" className="problem">
          Enter a valid email address
        </p>
      )}
    </div>
  );
}
