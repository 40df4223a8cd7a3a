//! A zero-knowledge proof that a seat's cards are a permutation of the cards it was given,
//! each masked by its one key: `yⱼ = k·x_π(j)` for a secret permutation π and the key `k` of
//! its public mask `K = k·B`. It proves nothing else, and shows nothing of π or k.
//!
//! The argument is Terelius–Wikström's proof of a shuffle (a commitment to the permutation
//! matrix, checked by one random linear combination and one product), with its product proved
//! by Bayer–Groth's single-value product argument, and the re-encryption of a mix-net replaced
//! by a common exponent: `Σ e'ᵢ·xᵢ = k⁻¹·Σ eⱼ·yⱼ` and `k⁻¹·K = B`. Made non-interactive by
//! Fiat–Shamir with a 128-bit challenge. docs/fair-play.md has the proof sketch.
//!
//! For n cards it is n points and 2n + 1 scalars and the challenge: 912 bytes for nine.

use super::group::{short, Hasher, Key, Point};
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::VartimeMultiscalarMul;
use std::sync::OnceLock;

/// The most cards a shuffle holds.
pub const MAX_CARDS: usize = 9;

/// The commitment generators `G₀…G₈` and `H`: hashes to the group, so that nobody knows a
/// discrete logarithm between two of them, or to the base point or a Muse.
fn generators() -> &'static ([RistrettoPoint; MAX_CARDS], RistrettoPoint) {
    static GENERATORS: OnceLock<([RistrettoPoint; MAX_CARDS], RistrettoPoint)> = OnceLock::new();
    GENERATORS.get_or_init(|| {
        let point = |i: u8| {
            let mut h = Hasher::new("shuffle generator");
            h.bytes(&[i]);
            RistrettoPoint::from_uniform_bytes(&h.finish())
        };
        (
            std::array::from_fn(|i| point(i as u8)),
            point(MAX_CARDS as u8),
        )
    })
}

/// A 128-bit number as a scalar.
fn scalar128(b: &[u8; 16]) -> Scalar {
    let mut wide = [0u8; 32];
    wide[..16].copy_from_slice(b);
    Scalar::from_bytes_mod_order(wide)
}

fn msm(scalars: &[Scalar], points: &[RistrettoPoint]) -> RistrettoPoint {
    RistrettoPoint::vartime_multiscalar_mul(scalars, points)
}

/// A shuffle's proof, for `n` cards (2 to 9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShuffleProof {
    /// The commitments to the first n − 1 columns of the permutation matrix (the last one
    /// follows: the columns add up to the sum of the generators).
    columns: Vec<RistrettoPoint>,
    /// The single-value product argument's commitment to its cross terms.
    cross: RistrettoPoint,
    challenge: [u8; 16],
    /// `ω'ᵢ + v·e'ᵢ`, n of them.
    permuted: Vec<Scalar>,
    /// The responses for the randomness of the permuted challenges and for `k⁻¹`.
    blinding: Scalar,
    inverse: Scalar,
    /// The partial products' responses `v·bᵢ + δᵢ`, for i = 2…n − 1.
    products: Vec<Scalar>,
    /// The response for the cross terms' randomness.
    cross_blinding: Scalar,
}

/// What the first move fixes, from which both sides derive the challenges.
struct Statement<'a> {
    inputs: &'a [Point],
    outputs: &'a [Point],
    mask: &'a Point,
    context: &'a [u8; 64],
}

impl Statement<'_> {
    /// The hash of the statement and the column commitments, and the n challenges `eⱼ`
    /// (128 bits each) drawn from it.
    fn weights(&self, columns: &[RistrettoPoint]) -> ([u8; 64], Vec<Scalar>) {
        let mut h = Hasher::new("shuffle statement");
        h.bytes(self.context).point(self.mask);
        for p in self.inputs.iter().chain(self.outputs) {
            h.point(p);
        }
        for c in columns {
            h.bytes(c.compress().as_bytes());
        }
        let seed = h.finish();
        let e = (0..self.inputs.len() as u32)
            .map(|j| {
                let mut w = Hasher::new("shuffle weight");
                w.bytes(&seed).bytes(&j.to_le_bytes());
                scalar128(&short(&w.finish()))
            })
            .collect();
        (seed, e)
    }

    fn challenge(&self, seed: &[u8; 64], points: [&RistrettoPoint; 5]) -> [u8; 16] {
        let mut h = Hasher::new("shuffle challenge");
        h.bytes(seed);
        for p in points {
            h.bytes(p.compress().as_bytes());
        }
        short(&h.finish())
    }
}

impl ShuffleProof {
    /// Proves that `outputs[j] = k·inputs[order[j]]`, `k` the scalar of `mask = k·B`. The
    /// nonces are hashes of the key and the whole statement. `None` unless `order` is a
    /// permutation of 2 to 9 cards; the proof is made whatever the outputs (a false one does not
    /// verify).
    pub fn prove(
        key: &Key,
        order: &[usize],
        inputs: &[Point],
        outputs: &[Point],
        mask: &Point,
        context: &[u8; 64],
    ) -> Option<ShuffleProof> {
        let k = &key.k;
        let n = inputs.len();
        if !(2..=MAX_CARDS).contains(&n) || outputs.len() != n || order.len() != n {
            return None;
        }
        let mut seen = [false; MAX_CARDS];
        for &i in order {
            if i >= n || std::mem::replace(&mut seen[i], true) {
                return None;
            }
        }
        let (g, h) = generators();
        let st = Statement {
            inputs,
            outputs,
            mask,
            context,
        };
        let mut nonce = Hasher::new("shuffle nonce");
        nonce.bytes(k.as_bytes()).bytes(context).point(mask);
        for p in inputs.iter().chain(outputs) {
            nonce.point(p);
        }
        let seed = nonce.finish();
        let mut counter = 0u32;
        let mut random = || {
            counter += 1;
            let mut r = Hasher::new("shuffle random");
            r.bytes(&seed).bytes(&counter.to_le_bytes());
            r.scalar()
        };

        // The permutation matrix, column by column: u_j = r_j·H + G_order[j], with the r_j
        // adding up to zero so that the columns add up to ΣG.
        let mut r: Vec<Scalar> = (0..n - 1).map(|_| random()).collect();
        r.push(-r.iter().sum::<Scalar>());
        let columns: Vec<RistrettoPoint> = (0..n - 1).map(|j| r[j] * h + g[order[j]]).collect();
        let (seed, e) = st.weights(&columns);

        // The permuted challenges e'_order[j] = e_j, their product's chain, and k⁻¹.
        let mut ep = vec![Scalar::ZERO; n];
        for j in 0..n {
            ep[order[j]] = e[j];
        }
        let blind: Scalar = (0..n).map(|j| e[j] * r[j]).sum();
        let product: Vec<Scalar> = ep
            .iter()
            .scan(Scalar::ONE, |acc, x| {
                *acc *= x;
                Some(*acc)
            })
            .collect();
        let inverse = k.invert();
        let combined = msm(&e, &points(outputs));

        // First move.
        let w: Vec<Scalar> = (0..n).map(|_| random()).collect();
        let (w_blind, w_inverse) = (random(), random());
        let mut delta: Vec<Scalar> = (0..n).map(|_| random()).collect();
        delta[0] = w[0];
        delta[n - 1] = Scalar::ZERO;
        let (s1, sx) = (random(), random());
        let t_a = w_blind * h + msm(&w, &g[..n]);
        let t_b = msm(&w, &points(inputs)) - w_inverse * combined;
        let t_c = w_inverse * mask.point;
        let cross_terms: Vec<Scalar> = (0..n - 1)
            .map(|i| delta[i + 1] - ep[i + 1] * delta[i] - product[i] * w[i + 1])
            .collect();
        let cross = sx * h + msm(&cross_terms, &g[..n - 1]);
        let small: Vec<Scalar> = (0..n - 1).map(|i| -delta[i] * w[i + 1]).collect();
        let c_small = s1 * h + msm(&small, &g[..n - 1]);
        let challenge = st.challenge(&seed, [&cross, &t_a, &t_b, &t_c, &c_small]);
        let v = scalar128(&challenge);

        Some(ShuffleProof {
            columns,
            cross,
            challenge,
            permuted: (0..n).map(|i| w[i] + v * ep[i]).collect(),
            blinding: w_blind + v * blind,
            inverse: w_inverse + v * inverse,
            products: (1..n - 1).map(|i| v * product[i] + delta[i]).collect(),
            cross_blinding: v * sx + s1,
        })
    }

    /// Whether `outputs` is a permutation of `inputs` each masked by the key of `mask`. All of
    /// it is public: variable time.
    pub fn verify(
        &self,
        inputs: &[Point],
        outputs: &[Point],
        mask: &Point,
        context: &[u8; 64],
    ) -> bool {
        let n = inputs.len();
        if !(2..=MAX_CARDS).contains(&n)
            || outputs.len() != n
            || self.columns.len() != n - 1
            || self.permuted.len() != n
            || self.products.len() != n - 2
        {
            return false;
        }
        let (g, h) = generators();
        let st = Statement {
            inputs,
            outputs,
            mask,
            context,
        };
        let (seed, e) = st.weights(&self.columns);
        let v = scalar128(&self.challenge);
        let last =
            g[..n].iter().sum::<RistrettoPoint>() - self.columns.iter().sum::<RistrettoPoint>();
        let mut columns = self.columns.clone();
        columns.push(last);
        let committed = msm(&e, &columns);
        let combined = msm(&e, &points(outputs));
        let product: Scalar = e.iter().product();
        let s = &self.permuted;

        // t_A = s_C·H + Σ s'_i·G_i − v·Σ e_j·u_j
        let mut scalars = vec![self.blinding, -v];
        scalars.extend_from_slice(s);
        let mut pts = vec![*h, committed];
        pts.extend_from_slice(&g[..n]);
        let t_a = msm(&scalars, &pts);
        // t_B = Σ s'_i·x_i − s_κ·Σ e_j·y_j
        let mut scalars = s.clone();
        scalars.push(-self.inverse);
        let mut pts = points(inputs);
        pts.push(combined);
        let t_b = msm(&scalars, &pts);
        // t_C = s_κ·K − v·B
        let t_c = msm(
            &[self.inverse, -v],
            &[mask.point, RISTRETTO_BASEPOINT_POINT],
        );
        // The partial products b̃_1 = s'_1, b̃_n = v·Πe: c_δ = Σ (v·b̃_{i+1} − b̃_i·s'_{i+1})·G_i
        // + s̃·H − v·c_Δ.
        let mut b = Vec::with_capacity(n);
        b.push(s[0]);
        b.extend_from_slice(&self.products);
        b.push(v * product);
        let mut scalars: Vec<Scalar> = (0..n - 1).map(|i| v * b[i + 1] - b[i] * s[i + 1]).collect();
        scalars.push(self.cross_blinding);
        scalars.push(-v);
        let mut pts = g[..n - 1].to_vec();
        pts.push(*h);
        pts.push(self.cross);
        let c_small = msm(&scalars, &pts);
        st.challenge(&seed, [&self.cross, &t_a, &t_b, &t_c, &c_small]) == self.challenge
    }

    /// Its length in bytes for `n` cards.
    pub const fn len(n: usize) -> usize {
        32 * n + 32 * (2 * n + 1) + 16
    }

    /// Its bytes: the columns, the cross term, the challenge, then the scalars.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(ShuffleProof::len(self.permuted.len()));
        for c in self.columns.iter().chain([&self.cross]) {
            out.extend_from_slice(c.compress().as_bytes());
        }
        out.extend_from_slice(&self.challenge);
        let scalars = self
            .permuted
            .iter()
            .chain([&self.blinding, &self.inverse])
            .chain(&self.products)
            .chain([&self.cross_blinding]);
        for s in scalars {
            out.extend_from_slice(s.as_bytes());
        }
        out
    }

    /// A proof for `n` cards from its bytes; `None` for bytes that are no points or no
    /// canonical scalars (one spelling per proof).
    pub fn from_bytes(n: usize, bytes: &[u8]) -> Option<ShuffleProof> {
        if !(2..=MAX_CARDS).contains(&n) || bytes.len() != ShuffleProof::len(n) {
            return None;
        }
        let (pts, rest) = bytes.split_at(32 * n);
        let mut decoded = Vec::with_capacity(n);
        for chunk in pts.chunks_exact(32) {
            let p = Point::from_bytes(chunk.try_into().ok()?)?;
            decoded.push(p.point);
        }
        let cross = decoded.pop()?;
        let (challenge, rest) = rest.split_first_chunk::<16>()?;
        let mut scalars = Vec::with_capacity(2 * n + 1);
        for chunk in rest.chunks_exact(32) {
            let s: Option<Scalar> = Scalar::from_canonical_bytes(chunk.try_into().ok()?).into();
            scalars.push(s?);
        }
        let permuted = scalars[..n].to_vec();
        let (blinding, inverse) = (scalars[n], scalars[n + 1]);
        let products = scalars[n + 2..2 * n].to_vec();
        Some(ShuffleProof {
            columns: decoded,
            cross,
            challenge: *challenge,
            permuted,
            blinding,
            inverse,
            products,
            cross_blinding: scalars[2 * n],
        })
    }
}

fn points(ps: &[Point]) -> Vec<RistrettoPoint> {
    ps.iter().map(|p| p.point).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fair::group::muse_point;
    use crate::muse::Muse;

    fn deck() -> Vec<Point> {
        Muse::ALL
            .iter()
            .map(|&m| muse_point(b"a game id 16 byt", m))
            .collect()
    }

    fn key(seed: u8) -> (Key, Point) {
        let k = Key::derive(b"a game id 16 byt", 1, 0, [seed; 16]);
        let mask = Point::new(RistrettoPoint::mul_base(&k.k)).unwrap();
        (k, mask)
    }

    fn shuffled(k: &Key, inputs: &[Point], order: &[usize]) -> Vec<Point> {
        order.iter().map(|&i| k.mask(&inputs[i]).unwrap()).collect()
    }

    const ORDER: [usize; 9] = [4, 7, 0, 2, 8, 1, 6, 3, 5];

    #[test]
    fn an_honest_shuffle_verifies_and_only_in_its_context() {
        let (k, mask) = key(1);
        let x = deck();
        let y = shuffled(&k, &x, &ORDER);
        let ctx = [7; 64];
        let proof = ShuffleProof::prove(&k, &ORDER, &x, &y, &mask, &ctx).unwrap();
        assert!(proof.verify(&x, &y, &mask, &ctx));
        assert!(!proof.verify(&x, &y, &mask, &[8; 64]));
        let bytes = proof.to_bytes();
        assert_eq!(bytes.len(), 912);
        assert_eq!(ShuffleProof::from_bytes(9, &bytes), Some(proof.clone()));
        // Another key's mask, another order of the outputs, other inputs: refused.
        assert!(!proof.verify(&x, &y, &key(2).1, &ctx));
        let mut swapped = y.clone();
        swapped.swap(0, 1);
        assert!(!proof.verify(&x, &swapped, &mask, &ctx));
        let mut other = x.clone();
        other.swap(3, 5);
        assert!(!proof.verify(&other, &y, &mask, &ctx));
    }

    #[test]
    fn every_size_from_two_to_nine_verifies() {
        let (k, mask) = key(3);
        for n in 2..=9 {
            let x = deck()[..n].to_vec();
            let order: Vec<usize> = (0..n).rev().collect();
            let y = shuffled(&k, &x, &order);
            let proof = ShuffleProof::prove(&k, &order, &x, &y, &mask, &[1; 64]).unwrap();
            assert_eq!(proof.to_bytes().len(), ShuffleProof::len(n));
            assert!(proof.verify(&x, &y, &mask, &[1; 64]), "{n} cards");
        }
        assert!(
            ShuffleProof::prove(&k, &[0], &deck()[..1], &deck()[..1], &mask, &[1; 64]).is_none()
        );
        assert!(
            ShuffleProof::prove(&k, &[0, 0], &deck()[..2], &deck()[..2], &mask, &[1; 64]).is_none()
        );
    }

    #[test]
    fn a_tagged_deck_has_no_proof() {
        // Seven honest cards, one the sum of two others, one that fixes the sum.
        let (k, mask) = key(4);
        let x = deck();
        let mut y = shuffled(&k, &x, &ORDER);
        let tag = Point::new(y[0].point + y[1].point).unwrap();
        let fixer = Point::new(y[7].point + y[8].point - tag.point).unwrap();
        y[7] = tag;
        y[8] = fixer;
        let proof = ShuffleProof::prove(&k, &ORDER, &x, &y, &mask, &[2; 64]).unwrap();
        assert!(!proof.verify(&x, &y, &mask, &[2; 64]));
        // A card twice, or one masked twice.
        let mut twice = shuffled(&k, &x, &ORDER);
        twice[3] = twice[2];
        let proof = ShuffleProof::prove(&k, &ORDER, &x, &twice, &mask, &[2; 64]).unwrap();
        assert!(!proof.verify(&x, &twice, &mask, &[2; 64]));
        let mut again = shuffled(&k, &x, &ORDER);
        again[5] = k.mask(&again[5]).unwrap();
        let proof = ShuffleProof::prove(&k, &ORDER, &x, &again, &mask, &[2; 64]).unwrap();
        assert!(!proof.verify(&x, &again, &mask, &[2; 64]));
    }

    #[test]
    fn a_changed_byte_breaks_the_proof() {
        let (k, mask) = key(5);
        let x = deck();
        let y = shuffled(&k, &x, &ORDER);
        let bytes = ShuffleProof::prove(&k, &ORDER, &x, &y, &mask, &[3; 64])
            .unwrap()
            .to_bytes();
        for i in (0..bytes.len()).step_by(7) {
            let mut bent = bytes.clone();
            bent[i] ^= 1 << (i % 8);
            if let Some(p) = ShuffleProof::from_bytes(9, &bent) {
                assert!(!p.verify(&x, &y, &mask, &[3; 64]), "byte {i}");
            }
        }
    }
}
