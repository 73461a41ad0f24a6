import CoreGraphics
import PlyFFI
import PlyKit
import XCTest

final class BoardGeometryTests: XCTestCase {
    private let side: CGFloat = 400
    private let bottomLeft = CGPoint(x: 5, y: 395)
    private let topRight = CGPoint(x: 395, y: 5)

    func testATapAtTheBottomLeftIsA1WhenWhiteIsAtTheBottom() {
        XCTAssertEqual(BoardGeometry(bottom: .white).index(at: bottomLeft, boardSide: side), sq("a1"))
    }

    func testATapAtTheBottomLeftIsH8WhenBlackIsAtTheBottom() {
        XCTAssertEqual(BoardGeometry(bottom: .black).index(at: bottomLeft, boardSide: side), sq("h8"))
    }

    func testATapAtTheTopRightIsH8ForWhiteAndA1ForBlack() {
        XCTAssertEqual(BoardGeometry(bottom: .white).index(at: topRight, boardSide: side), sq("h8"))
        XCTAssertEqual(BoardGeometry(bottom: .black).index(at: topRight, boardSide: side), sq("a1"))
    }

    func testE4IsFifthFromTheLeftAndFourthFromTheBottomForWhite() {
        let (row, column) = BoardGeometry(bottom: .white).cell(of: sq("e4"))
        XCTAssertEqual(row, 4)
        XCTAssertEqual(column, 4)
        XCTAssertEqual(BoardGeometry(bottom: .white).center(of: sq("e4"), boardSide: side), CGPoint(x: 225, y: 225))
    }

    func testEveryCellMapsBackToItsIndexFromBothSides() {
        for bottom in [Side.white, .black] {
            let geometry = BoardGeometry(bottom: bottom)
            for index in UInt8(0)..<64 {
                let (row, column) = geometry.cell(of: index)
                XCTAssertEqual(geometry.index(row: row, column: column), index)
                XCTAssertEqual(geometry.index(at: geometry.center(of: index, boardSide: side), boardSide: side), index)
            }
        }
    }

    func testATouchOutsideTheBoardIsNoSquare() {
        let geometry = BoardGeometry(bottom: .white)
        XCTAssertNil(geometry.index(at: CGPoint(x: -1, y: 10), boardSide: side))
        XCTAssertNil(geometry.index(at: CGPoint(x: 10, y: 400), boardSide: side))
        XCTAssertNil(geometry.index(at: CGPoint(x: 10, y: 10), boardSide: 0))
    }
}
