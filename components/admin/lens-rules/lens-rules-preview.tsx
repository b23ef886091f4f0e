import type { LensRuleReachAnswer } from '@/lib/contract/calls/admin/lens-rules';
import { formatPower } from '@/lib/shop/prescription-values';
import pageStyles from '../ui/console-page.module.css';

const TITLES: Readonly<Record<keyof LensRuleReachAnswer, string>> = {
  indexByPower: 'Recommended index by power',
  requiredIndex: 'Required index for strong prescriptions',
  rimIndex: 'Index for rimless frames',
  multifocalHeight: 'Lens height for progressive and bifocal lenses',
  labRange: "The lab's range",
};

/** Where each saved rule applies: the published frames it hits and what it says at powers near its edges. */
export function LensRulesPreview({ reach }: { reach: LensRuleReachAnswer }) {
  return (
    <section className={pageStyles.card} aria-labelledby="lens-rules-reach" data-testid="lens-rules-reach">
      <h2 id="lens-rules-reach" className={pageStyles.cardTitle}>
        Where the rules apply
      </h2>
      {(Object.keys(TITLES) as (keyof LensRuleReachAnswer)[]).map((key) => {
        const rule = reach[key];
        return (
          <div key={key} data-testid={`lens-rule-reach-${key}`}>
            <h3>{TITLES[key]}</h3>
            {rule.hit > 0 ? (
              <p>
                {rule.hit} of {rule.frames} published frames:{' '}
                {rule.examples.map((example) => example.code).join(', ')}
                {rule.hit > rule.examples.length ? '…' : ''}. The wizard says: “{rule.examples[0]?.reason}”
              </p>
            ) : null}
            {rule.powers.length > 0 ? (
              <ul>
                {rule.powers.map((entry) => (
                  <li key={entry.power}>
                    {formatPower(entry.power)}: {entry.words}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
