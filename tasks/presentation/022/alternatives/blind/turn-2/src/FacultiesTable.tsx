import { count, percent } from "./format";
import { byOfferRate, offerRate, totalApplications, totalOffers, type Faculty } from "./faculties";

type Props = { faculties: Faculty[] };

export default function FacultiesTable({ faculties }: Props) {
  const rows = byOfferRate(faculties);
  const allApplications = totalApplications(faculties);
  const allOffers = totalOffers(faculties);
  const allRate = offerRate(allOffers, allApplications);
  return (
    <table className="data">
      <caption>Sorted by offer rate, lowest first</caption>
      <thead>
        <tr>
          <th scope="col">Faculty</th>
          <th scope="col" className="num">Applications</th>
          <th scope="col" className="num">Offers</th>
          <th scope="col" className="num">Offer rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <th scope="row">{f.name}</th>
            <td className="num">{count(f.applications)}</td>
            <td className="num">{count(f.offers)}</td>
            <td className="num">{percent(offerRate(f.offers, f.applications))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All faculties</th>
          <td className="num">{count(allApplications)}</td>
          <td className="num">{count(allOffers)}</td>
          <td className="num">{percent(allRate)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
