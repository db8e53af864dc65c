// RAC 3/4 capitalised flatten strategies (contract 3.3).

extension FlattenStrategy {
    /// RAC 3/4 name of `merge`.
    @available(*, deprecated, renamed: "merge")
    public static var Merge: FlattenStrategy { .merge }

    /// RAC 3/4 name of `concat`.
    @available(*, deprecated, renamed: "concat")
    public static var Concat: FlattenStrategy { .concat }

    /// RAC 3/4 name of `latest`.
    @available(*, deprecated, renamed: "latest")
    public static var Latest: FlattenStrategy { .latest }
}
