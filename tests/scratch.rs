#[test]
fn open_longest() {
    let link = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/target/fair-longest-link.txt"
    ))
    .unwrap();
    let start = std::time::Instant::now();
    for _ in 0..20 {
        muses::fair::Table::open(&link).unwrap();
    }
    println!("open {:?}", start.elapsed() / 20);
}
