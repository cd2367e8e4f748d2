import { count, percent, signedPts } from "./format";
import { ALL_RATE_2025, byOfferRate, changePts, offerRate, totalApplications, totalOffers, type Faculty } from "./faculties";

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
          <th scope="col" className="num">Change on 2025</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <th scope="row">{f.name}</th>
            <td className="num">{count(f.applications)}</td>
            <td className="num">{count(f.offers)}</td>
            <td className="num">{percent(offerRate(f.offers, f.applications))}</td>
            <td className="num">{signedPts(changePts(offerRate(f.offers, f.applications), f.rate2025))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All faculties</th>
          <td className="num">{count(allApplications)}</td>
          <td className="num">{count(allOffers)}</td>
          <td className="num">{percent(allRate)}</td>
          <td className="num">{signedPts(changePts(allRate, ALL_RATE_2025))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
