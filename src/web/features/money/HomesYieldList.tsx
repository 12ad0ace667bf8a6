import { formatShare } from "@shared/accounts/shares";
import type { OverviewHome } from "@shared/schemas/mtd";
import { formatYield } from "@web/components/money/money-format";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { Link } from "react-router";

const valueNote = (h: OverviewHome) =>
  h.valueSource === "current" ? "current value" : h.valueSource === "purchase" ? "purchase price" : "";

/** Each home's rent, value and yields: a table from 640 px, a list of cards below. */
export function HomesYieldList({ homes, base }: { homes: OverviewHome[]; base: string }) {
  const caption = "Yield per home";
  const homeLink = (h: OverviewHome) => (
    <Link to={`${base}/homes/${h.propertyId}`} className="font-medium text-brand-700 hover:underline">
      {h.title}
    </Link>
  );
  const share = (h: OverviewHome) => (h.shareBp < 10_000 ? ` (your ${formatShare(h.shareBp)})` : "");
  const rent = (h: OverviewHome) =>
    `${formatMoney(h.rentPcmMinor)} pcm${h.rentSource === "asking" ? " asking" : ""}`;
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {homes.map((h) => (
          <li key={h.propertyId} className="rounded-xl border border-slate-200 bg-white p-4">
            <p>
              {homeLink(h)}
              <span className="text-sm text-slate-600">{share(h)}</span>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Rent</dt>
              <dd>{rent(h)}</dd>
              <dt className="text-slate-600">Value</dt>
              <dd>{h.valueMinor === null ? "Not recorded" : formatMoney(h.valueMinor)}</dd>
              <dt className="text-slate-600">Gross yield</dt>
              <dd>{formatYield(h.grossYieldBp)}</dd>
              <dt className="text-slate-600">Net yield</dt>
              <dd>{formatYield(h.netYieldBp)}</dd>
              <dt className="text-slate-600">Received (12 months)</dt>
              <dd>{formatMoney(h.receivedMinor)}</dd>
              <dt className="text-slate-600">Running costs</dt>
              <dd>{formatMoney(h.runningCostsMinor)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>Home</Th>
              <Th>Rent</Th>
              <Th>Value</Th>
              <Th>Received (12 months)</Th>
              <Th>Running costs</Th>
              <Th>Gross yield</Th>
              <Th>Net yield</Th>
            </tr>
          </thead>
          <tbody>
            {homes.map((h) => (
              <tr key={h.propertyId}>
                <Td>
                  {homeLink(h)}
                  <span className="block text-xs text-slate-600">{share(h)}</span>
                </Td>
                <Td>{rent(h)}</Td>
                <Td>
                  {h.valueMinor === null ? (
                    <span className="text-slate-600">Not recorded</span>
                  ) : (
                    <>
                      {formatMoney(h.valueMinor)}
                      <span className="block text-xs text-slate-600">{valueNote(h)}</span>
                    </>
                  )}
                </Td>
                <Td>{formatMoney(h.receivedMinor)}</Td>
                <Td>{formatMoney(h.runningCostsMinor)}</Td>
                <Td>{formatYield(h.grossYieldBp)}</Td>
                <Td>{formatYield(h.netYieldBp)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
