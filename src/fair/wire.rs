//! Bits in and out: the fair link's body is one bit stream, least significant bit first,
//! each byte filled from its least significant bit; whole bytes (points, proofs) are 8-bit
//! fields. Reading past the end is an error, never a panic.

use super::group::{Point, Proof};

#[derive(Clone, Debug, Default)]
pub(crate) struct BitWriter {
    pub bytes: Vec<u8>,
    len: usize,
}

impl BitWriter {
    pub fn bits(&mut self, value: u64, width: u32) {
        for i in 0..width {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if let Some(last) = self.bytes.last_mut() {
                *last |= (((value >> i) & 1) as u8) << (self.len % 8);
            }
            self.len += 1;
        }
    }

    pub fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.bits(x.into(), 8);
        }
    }

    /// How many bits are written.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Appends another writer's bits.
    pub fn extend(&mut self, other: &BitWriter) {
        for (i, &b) in other.bytes.iter().enumerate() {
            let width = (other.len - 8 * i).min(8);
            self.bits(b.into(), width as u32);
        }
    }

    pub fn point(&mut self, p: &Point) {
        self.bytes(p.bytes());
    }

    pub fn proof(&mut self, p: &Proof) {
        self.bytes(&p.to_bytes());
    }

    /// LEB128, 7 bits a group.
    pub fn varint(&mut self, mut n: u64) {
        loop {
            let more = n >= 0x80;
            self.bits((n & 0x7f) | if more { 0x80 } else { 0 }, 8);
            n >>= 7;
            if !more {
                return;
            }
        }
    }
}

#[derive(Clone)]
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, at: 0 }
    }

    pub fn bits(&mut self, width: u32) -> Option<u64> {
        let mut value = 0u64;
        for i in 0..width.min(64) {
            let byte = self.bytes.get(self.at / 8)?;
            value |= u64::from((byte >> (self.at % 8)) & 1) << i;
            self.at += 1;
        }
        Some(value)
    }

    pub fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.bits(8)? as u8;
        }
        Some(out)
    }

    /// Bytes that are no point, or the identity, read as `Some(None)`.
    pub fn point(&mut self) -> Option<Option<Point>> {
        Some(Point::from_bytes(self.array()?))
    }

    pub fn proof(&mut self) -> Option<Option<Proof>> {
        Some(Proof::from_bytes(&self.array()?))
    }

    /// Minimal LEB128 only: one spelling per number.
    pub fn varint(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.bits(8)?;
            n |= (b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return (b != 0 || shift == 0).then_some(n);
            }
        }
        None
    }

    /// The bits read so far.
    pub fn position(&self) -> usize {
        self.at
    }

    /// Skips to the next whole byte; the skipped bits' value.
    pub fn align(&mut self) -> Option<u64> {
        let pad = (8 - self.at % 8) % 8;
        self.bits(pad as u32)
    }

    /// Whether only zero bits are left, and less than a byte of them.
    pub fn at_end(&self) -> bool {
        self.bytes.len() == self.at.div_ceil(8)
            && self
                .bytes
                .last()
                .is_none_or(|&b| self.at % 8 == 0 || b >> (self.at % 8) == 0)
    }
}

/// The first `bits` bits of a stream, its last byte's unused bits zeroed: what a signature
/// covers.
pub(crate) fn prefix(bytes: &[u8], bits: usize) -> Vec<u8> {
    let mut out: Vec<u8> = bytes.iter().take(bits.div_ceil(8)).copied().collect();
    if let Some(last) = out.last_mut().filter(|_| bits % 8 != 0) {
        *last &= (1u8 << (bits % 8)) - 1;
    }
    out
}

/// ⌈log₂ n⌉: the bits that tell n choices apart (none for one).
pub(crate) fn width(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_round_trip_across_bytes() {
        let mut w = BitWriter::default();
        w.bits(5, 3);
        w.varint(300);
        w.bytes(&[0xab, 0xcd]);
        w.bits(1, 1);
        let mut r = BitReader::new(&w.bytes);
        assert_eq!(r.bits(3), Some(5));
        assert_eq!(r.varint(), Some(300));
        assert_eq!(r.array::<2>(), Some([0xab, 0xcd]));
        assert_eq!(r.bits(1), Some(1));
        assert!(r.at_end());
        assert_eq!(r.bits(8), None);
    }

    #[test]
    fn extending_and_prefixes_keep_every_bit() {
        let mut a = BitWriter::default();
        a.bits(0b101, 3);
        let mut b = BitWriter::default();
        b.bits(0x1ff, 9);
        b.bits(1, 1);
        a.extend(&b);
        assert_eq!(a.len(), 13);
        let mut r = BitReader::new(&a.bytes);
        assert_eq!(r.bits(3), Some(0b101));
        assert_eq!(r.bits(9), Some(0x1ff));
        assert_eq!(r.bits(1), Some(1));
        assert_eq!(prefix(&a.bytes, 3), vec![0b101]);
        assert_eq!(prefix(&a.bytes, 12), prefix(&a.bytes, 12));
        assert_eq!(prefix(&[0xff, 0xff], 10), vec![0xff, 0x03]);
    }

    #[test]
    fn widths() {
        assert_eq!(width(1), 0);
        assert_eq!(width(2), 1);
        assert_eq!(width(9), 4);
        assert_eq!(width(0), 0);
    }

    #[test]
    fn a_varint_has_one_spelling() {
        assert_eq!(BitReader::new(&[0x80, 0x00]).varint(), None);
        assert_eq!(BitReader::new(&[0x00]).varint(), Some(0));
    }
}
