import Link from 'next/link';
import { ShopPromises } from './shop-promises';
import styles from './content-page.module.css';

/** The shop's story, what it makes, and the promises it keeps. */
export function AboutUs() {
  return (
    <div className={`container ${styles.page}`} data-testid="about-us">
      <header className={styles.hero}>
        <h1 className={styles.title}>About Oculo</h1>
        <p className={styles.lead}>
          Good glasses should not cost a fortune. Oculo makes stylish prescription glasses and sunglasses and
          sells them online, straight to you, at a fair price.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <div className={styles.prose}>
          <p>
            Buying glasses used to mean a long wait at an optician’s counter and a bill that was mostly
            markup. We started Oculo to change that: we design our own frames, fit them with lenses made to
            your prescription, and ship them to your door.
          </p>
          <p>
            Because we sell online, you choose from the whole collection at once, try frames on with your own
            camera, and take your time deciding. Our opticians check every prescription before lenses are
            made, and our customer care team is there whenever you have a question.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-make">
        <h2 id="about-make">What we make</h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Prescription eyeglasses</h3>
            <p>
              Single vision, progressive, bifocal and reading glasses in acetate, metal, titanium and more, in
              every shape from round to cat-eye.
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Sunglasses</h3>
            <p>
              Tinted and polarized sunglasses, with or without your prescription, all with full UV protection.
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Lenses</h3>
            <p>
              Clear, blue-light, photochromic, tinted and polarized lenses, from the standard 1.50 index
              included with every frame to ultra-thin 1.74.
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Accessories</h3>
            <p>
              Cases, cleaning cloths and sprays, chains, cords and clip-on lenses that keep your glasses close
              and clean.
            </p>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-promises">
        <h2 id="about-promises">Our promises</h2>
        <ShopPromises />
      </section>

      <section className={styles.section} aria-labelledby="about-next">
        <h2 id="about-next">Find your next pair</h2>
        <ul className={styles.links}>
          <li>
            <Link href="/eyeglasses" className="button">
              Shop eyeglasses
            </Link>
          </li>
          <li>
            <Link href="/sunglasses" className="button button-secondary">
              Shop sunglasses
            </Link>
          </li>
          <li>
            <Link href="/why-choose-oculo" className="button button-secondary">
              Why choose Oculo
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
