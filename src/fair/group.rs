//! The group arithmetic of fair mode: ristretto255 points and scalars (curve25519-dalek), the
//! hashes that make them (SHA-512, each input length-prefixed under a domain tag),
//! Chaum–Pedersen proofs of equal discrete logarithms and Schnorr signatures, both with
//! 128-bit Fiat–Shamir challenges.

use crate::muse::Muse;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::{IsIdentity, VartimeMultiscalarMul};
use sha2::{Digest, Sha512};

/// A group element other than the identity, with its 32-byte encoding (the one spelling
/// ristretto255 allows, so equal points have equal bytes).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Point {
    bytes: [u8; 32],
    pub(crate) point: RistrettoPoint,
}

impl std::fmt::Debug for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Point(")?;
        for b in &self.bytes[..4] {
            write!(f, "{b:02x}")?;
        }
        write!(f, "…)")
    }
}

impl std::hash::Hash for Point {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes.hash(state);
    }
}

impl Point {
    /// Decodes a point; `None` for bytes that encode no point, or the identity.
    pub fn from_bytes(bytes: [u8; 32]) -> Option<Point> {
        let point = CompressedRistretto(bytes).decompress()?;
        (!point.is_identity()).then_some(Point { bytes, point })
    }

    /// `None` for the identity, which no card or key may be.
    pub(crate) fn new(point: RistrettoPoint) -> Option<Point> {
        (!point.is_identity()).then(|| Point {
            bytes: point.compress().to_bytes(),
            point,
        })
    }

    pub fn bytes(&self) -> &[u8; 32] {
        &self.bytes
    }

    /// `k·self`; `None` only for k = 0.
    pub(crate) fn mul(&self, k: &Scalar) -> Option<Point> {
        Point::new(self.point * k)
    }

    /// `k·self` in variable time, not encoded (no inversion): only for checking public data
    /// (a revealed key), compared with [`Point::is`].
    pub(crate) fn mul_public(&self, k: &Scalar) -> RistrettoPoint {
        RistrettoPoint::vartime_multiscalar_mul([k], [self.point])
    }

    /// Whether `other` is this point (ristretto255's equality, without encoding `other`).
    pub(crate) fn is(&self, other: &RistrettoPoint) -> bool {
        self.point == *other
    }

    /// The base point B, against which every seat's key is public: `K = k·B`.
    pub fn base() -> Point {
        let point = curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT;
        Point {
            bytes: point.compress().to_bytes(),
            point,
        }
    }
}

/// SHA-512 over a domain tag and length-prefixed parts, so that no two inputs collide.
pub(crate) struct Hasher(Sha512);

impl Hasher {
    pub fn new(tag: &str) -> Hasher {
        let mut h = Hasher(Sha512::new());
        h.bytes(b"Dance of Muses fair v2");
        h.bytes(tag.as_bytes());
        h
    }

    pub fn bytes(&mut self, b: &[u8]) -> &mut Hasher {
        self.0.update((b.len() as u32).to_le_bytes());
        self.0.update(b);
        self
    }

    pub fn point(&mut self, p: &Point) -> &mut Hasher {
        self.bytes(&p.bytes)
    }

    pub fn finish(&mut self) -> [u8; 64] {
        self.0.clone().finalize().into()
    }

    pub fn scalar(&mut self) -> Scalar {
        Scalar::from_bytes_mod_order_wide(&self.finish())
    }
}

/// The first 16 bytes of a hash: challenges, weights, commitments.
pub(crate) fn short(hash: &[u8; 64]) -> [u8; 16] {
    let mut out = [0; 16];
    out.copy_from_slice(&hash[..16]);
    out
}

/// A 128-bit number as a scalar.
fn scalar128(b: &[u8; 16]) -> Scalar {
    let mut wide = [0u8; 32];
    wide[..16].copy_from_slice(b);
    Scalar::from_bytes_mod_order(wide)
}

/// The public point of a Muse in one game: a hash to the group of the game id and her name,
/// so that nobody knows a discrete logarithm between two of them.
pub fn muse_point(game: &[u8; 16], muse: Muse) -> Point {
    let mut h = Hasher::new("muse");
    h.bytes(game).bytes(muse.name().as_bytes());
    let point = RistrettoPoint::from_uniform_bytes(&h.finish());
    // A hash lands on the identity with probability 2⁻²⁵², so the fallback is never taken.
    Point::new(point).unwrap_or(Point {
        bytes: [0; 32],
        point,
    })
}

/// A seat's secret key for one round, and its inverse.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Key {
    /// The 16 bytes revealed at the end of the round, from which the scalar is derived.
    pub seed: [u8; 16],
    pub(crate) k: Scalar,
    pub(crate) inverse: Scalar,
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(…)")
    }
}

impl Key {
    /// The key of `seat` in `round` of `game` from its 16-byte seed.
    pub fn derive(game: &[u8; 16], round: u8, seat: u8, seed: [u8; 16]) -> Key {
        let mut h = Hasher::new("key");
        h.bytes(game).bytes(&[round, seat]).bytes(&seed);
        let mut k = h.scalar();
        // Zero has no inverse; a hash gives it with probability 2⁻²⁵².
        if k == Scalar::ZERO {
            k = Scalar::ONE;
        }
        Key {
            seed,
            k,
            inverse: k.invert(),
        }
    }

    /// The scalar's 32 bytes (little-endian): the secret itself, for tests that search what a
    /// device holds for it (examples/fair_truth.rs).
    pub fn scalar_bytes(&self) -> [u8; 32] {
        self.k.to_bytes()
    }

    pub fn mask(&self, p: &Point) -> Option<Point> {
        p.mul(&self.k)
    }

    pub fn unmask(&self, p: &Point) -> Option<Point> {
        p.mul(&self.inverse)
    }

    /// Its public point `K = k·B`, which the seat shows when it first masks in a round.
    pub fn mask_point(&self) -> Option<Point> {
        Point::new(RistrettoPoint::mul_base(&self.k))
    }

    /// Whether `mask` is this key's public point, for a revealed key (variable time: the key
    /// is public).
    pub(crate) fn opens(&self, mask: &Point) -> bool {
        mask.is(&Point::base().mul_public(&self.k))
    }
}

/// A proof that log_g(a) = log_h(b) (Chaum–Pedersen), made non-interactive by hashing the
/// statement and a context (Fiat–Shamir) into a 128-bit challenge. 48 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub(crate) challenge: [u8; 16],
    pub(crate) response: Scalar,
}

/// One statement: the same secret `k` takes `g` to `a` and `h` to `b`.
#[derive(Clone, Copy)]
pub struct Dleq<'a> {
    pub g: &'a Point,
    pub a: &'a Point,
    pub h: &'a Point,
    pub b: &'a Point,
}

impl Dleq<'_> {
    fn challenge(&self, context: &[u8; 64], t1: &RistrettoPoint, t2: &RistrettoPoint) -> [u8; 16] {
        let mut h = Hasher::new("dleq");
        h.bytes(context)
            .point(self.g)
            .point(self.a)
            .point(self.h)
            .point(self.b)
            .bytes(t1.compress().as_bytes())
            .bytes(t2.compress().as_bytes());
        short(&h.finish())
    }

    /// The nonce is a hash of the key and the whole statement: never the same for two
    /// statements, never a reused nonce that would give the key away.
    pub fn prove(&self, key: &Key, context: &[u8; 64]) -> Proof {
        let key = &key.k;
        let mut h = Hasher::new("nonce");
        h.bytes(key.as_bytes())
            .bytes(context)
            .point(self.g)
            .point(self.a)
            .point(self.h)
            .point(self.b);
        let r = h.scalar();
        let t1 = self.g.point * r;
        let t2 = self.h.point * r;
        let challenge = self.challenge(context, &t1, &t2);
        Proof {
            challenge,
            response: r + scalar128(&challenge) * key,
        }
    }

    /// Checks a proof; everything in it is public, so in variable time.
    pub fn verify(&self, proof: &Proof, context: &[u8; 64]) -> bool {
        let c = -scalar128(&proof.challenge);
        let z = proof.response;
        let t1 = RistrettoPoint::vartime_multiscalar_mul([z, c], [self.g.point, self.a.point]);
        let t2 = RistrettoPoint::vartime_multiscalar_mul([z, c], [self.h.point, self.b.point]);
        self.challenge(context, &t1, &t2) == proof.challenge
    }
}

/// Many statements `after_j ↦ before_j` under one key, folded into one by random weights
/// that hash them all: `(Σ wⱼ·afterⱼ, Σ wⱼ·beforeⱼ)`. `None` if a sum is the identity.
pub fn fold(context: &[u8; 64], pairs: &[(Point, Point)]) -> Option<(Point, Point)> {
    let mut h = Hasher::new("weights");
    h.bytes(context);
    for (after, before) in pairs {
        h.point(after).point(before);
    }
    let seed = h.finish();
    let weights: Vec<Scalar> = (0..pairs.len() as u32)
        .map(|j| {
            let mut w = Hasher::new("weight");
            w.bytes(&seed).bytes(&j.to_le_bytes());
            scalar128(&short(&w.finish()))
        })
        .collect();
    // Public points and weights: one multiscalar multiplication each, in variable time.
    let after = RistrettoPoint::vartime_multiscalar_mul(&weights, pairs.iter().map(|p| p.0.point));
    let before = RistrettoPoint::vartime_multiscalar_mul(&weights, pairs.iter().map(|p| p.1.point));
    Some((Point::new(after)?, Point::new(before)?))
}

/// A proof's 48 bytes: the challenge, then the response.
impl Proof {
    pub fn to_bytes(&self) -> [u8; 48] {
        let mut out = [0; 48];
        out[..16].copy_from_slice(&self.challenge);
        out[16..].copy_from_slice(self.response.as_bytes());
        out
    }

    /// `None` unless the response is a canonical scalar (one spelling per proof).
    pub fn from_bytes(bytes: &[u8; 48]) -> Option<Proof> {
        let mut challenge = [0; 16];
        challenge.copy_from_slice(&bytes[..16]);
        let mut response = [0; 32];
        response.copy_from_slice(&bytes[16..]);
        let response = Option::from(Scalar::from_canonical_bytes(response))?;
        Some(Proof {
            challenge,
            response,
        })
    }
}

/// A seat's signing key for one game: `x` from its secret, and its public key `X = x·B`
/// (B the ristretto255 base point), which the seat's first message carries.
#[derive(Clone)]
pub struct SigningKey {
    x: Scalar,
    public: Point,
}

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SigningKey({:?})", self.public)
    }
}

/// A Schnorr signature on ristretto255: a 128-bit challenge and a response, 48 bytes, the
/// layout of a [`Proof`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature(Proof);

impl SigningKey {
    /// The signing key a seat's 16-byte secret gives.
    pub fn derive(secret: &[u8; 16]) -> SigningKey {
        let mut h = Hasher::new("signing key");
        h.bytes(secret);
        let mut x = h.scalar();
        // Zero would sign for everybody; a hash gives it with probability 2⁻²⁵².
        if x == Scalar::ZERO {
            x = Scalar::ONE;
        }
        let point = RistrettoPoint::mul_base(&x);
        let public = Point::new(point).unwrap_or(Point {
            bytes: point.compress().to_bytes(),
            point,
        });
        SigningKey { x, public }
    }

    pub fn public(&self) -> &Point {
        &self.public
    }

    /// Signs a 64-byte digest. The nonce is a hash of the key and the digest: never reused
    /// for two digests, never random (a weak random source cannot leak the key).
    pub fn sign(&self, digest: &[u8; 64]) -> Signature {
        let mut h = Hasher::new("signature nonce");
        h.bytes(self.x.as_bytes()).bytes(digest);
        let r = h.scalar();
        let commitment = RistrettoPoint::mul_base(&r);
        let challenge = signature_challenge(&self.public, &commitment, digest);
        Signature(Proof {
            challenge,
            response: r + scalar128(&challenge) * self.x,
        })
    }
}

fn signature_challenge(public: &Point, commitment: &RistrettoPoint, digest: &[u8; 64]) -> [u8; 16] {
    let mut h = Hasher::new("signature");
    h.point(public)
        .bytes(commitment.compress().as_bytes())
        .bytes(digest);
    short(&h.finish())
}

impl Signature {
    /// Whether `public`'s key signed `digest`.
    pub fn verify(&self, public: &Point, digest: &[u8; 64]) -> bool {
        let Signature(Proof {
            challenge,
            response,
        }) = self;
        // R = z·B − c·X, in one pass.
        let commitment = RistrettoPoint::vartime_double_scalar_mul_basepoint(
            &-scalar128(challenge),
            &public.point,
            response,
        );
        signature_challenge(public, &commitment, digest) == *challenge
    }

    pub fn to_bytes(&self) -> [u8; 48] {
        self.0.to_bytes()
    }

    /// `None` unless the response is a canonical scalar (one spelling per signature).
    pub fn from_bytes(bytes: &[u8; 48]) -> Option<Signature> {
        Proof::from_bytes(bytes).map(Signature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> [u8; 16] {
        *b"a game id 16 byt"
    }

    #[test]
    fn muse_points_differ_by_muse_and_by_game() {
        let a: Vec<Point> = Muse::ALL.iter().map(|&m| muse_point(&game(), m)).collect();
        for i in 0..9 {
            for j in 0..i {
                assert_ne!(a[i], a[j]);
            }
        }
        assert_ne!(a[0], muse_point(b"another game id!", Muse::ALL[0]));
        assert_eq!(Point::from_bytes(*a[3].bytes()), Some(a[3]));
    }

    #[test]
    fn masking_commutes_and_unmasks() {
        let m = muse_point(&game(), Muse::Clio);
        let k1 = Key::derive(&game(), 1, 0, [1; 16]);
        let k2 = Key::derive(&game(), 1, 1, [2; 16]);
        let a = k2.mask(&k1.mask(&m).unwrap()).unwrap();
        let b = k1.mask(&k2.mask(&m).unwrap()).unwrap();
        assert_eq!(a, b);
        assert_eq!(k1.unmask(&k2.unmask(&a).unwrap()), Some(m));
        assert!(k1.opens(&k1.mask_point().unwrap()));
        assert!(!k2.opens(&k1.mask_point().unwrap()));
    }

    #[test]
    fn the_identity_is_no_point() {
        assert_eq!(Point::from_bytes([0; 32]), None);
        assert_eq!(Point::from_bytes([0xff; 32]), None);
    }

    #[test]
    fn a_proof_of_equal_logs_verifies_and_binds_its_context() {
        let key = Key::derive(&game(), 1, 0, [7; 16]);
        let g = muse_point(&game(), Muse::Erato);
        let h = muse_point(&game(), Muse::Thalia);
        let (a, b) = (key.mask(&g).unwrap(), key.mask(&h).unwrap());
        let st = Dleq {
            g: &g,
            a: &a,
            h: &h,
            b: &b,
        };
        let ctx = [3; 64];
        let proof = st.prove(&key, &ctx);
        assert!(st.verify(&proof, &ctx));
        assert!(!st.verify(&proof, &[4; 64]));
        assert_eq!(Proof::from_bytes(&proof.to_bytes()), Some(proof));
        // Another Muse in place of Thalia: no proof holds.
        let other = muse_point(&game(), Muse::Clio);
        let false_claim = Dleq { h: &other, ..st };
        assert!(!false_claim.verify(&proof, &ctx));
        let forged = false_claim.prove(&key, &ctx);
        assert!(!false_claim.verify(&forged, &ctx));
    }

    #[test]
    fn folded_statements_catch_one_wrong_pair() {
        let key = Key::derive(&game(), 1, 0, [9; 16]);
        let befores: Vec<Point> = Muse::ALL[..4]
            .iter()
            .map(|&m| muse_point(&game(), m))
            .collect();
        let mut pairs: Vec<(Point, Point)> = befores
            .iter()
            .map(|b| (key.unmask(b).unwrap(), *b))
            .collect();
        let base = muse_point(&game(), Muse::Clio);
        let a = key.mask(&base).unwrap();
        let ctx = [5; 64];
        let (h, b) = fold(&ctx, &pairs).unwrap();
        let st = Dleq {
            g: &base,
            a: &a,
            h: &h,
            b: &b,
        };
        let proof = st.prove(&key, &ctx);
        assert!(st.verify(&proof, &ctx));
        // Two outputs swapped: the folded statement changes and the proof fails.
        pairs.swap(0, 1);
        pairs[0].1 = befores[0];
        pairs[1].1 = befores[1];
        let (h2, b2) = fold(&ctx, &pairs).unwrap();
        let st2 = Dleq {
            h: &h2,
            b: &b2,
            ..st
        };
        assert!(!st2.verify(&proof, &ctx));
        assert!(!st2.verify(&st2.prove(&key, &ctx), &ctx));
    }

    #[test]
    fn a_signature_verifies_for_its_key_and_digest_only() {
        let key = SigningKey::derive(&[3; 16]);
        let other = SigningKey::derive(&[4; 16]);
        let digest = [7; 64];
        let sig = key.sign(&digest);
        assert!(sig.verify(key.public(), &digest));
        assert!(!sig.verify(other.public(), &digest));
        assert!(!sig.verify(key.public(), &[8; 64]));
        assert_eq!(Signature::from_bytes(&sig.to_bytes()), Some(sig));
        let mut bytes = sig.to_bytes();
        bytes[3] ^= 1;
        let bent = Signature::from_bytes(&bytes).unwrap();
        assert!(!bent.verify(key.public(), &digest));
        assert_eq!(key.sign(&digest), sig, "deterministic");
    }
}
